import { describe, expect, it } from "vitest";
import { answersFromServer, fromLocalResponses, isAnswered, toLocalResponses } from "./answers";

const steps = [
  { number: 1, title: "Accueillir", description: "" },
  { number: 2, title: "Écouter", description: "" },
  { number: 3, title: "Agir", description: "" },
];

describe("les réponses d'une pratique, sur le serveur et sur l'appareil", () => {
  it("l'appareil garde les étapes répondues, dans l'ordre, avec leur type", () => {
    const audio = { base64: "AAAA", type: "audio/webm" };
    const local = toLocalResponses({ 3: { text: "Agir" }, 0: { text: "intro" }, 2: { text: "", audio }, 1: { text: "  " } }, steps);
    expect(local).toEqual([
      { step_number: 2, step_title: "Écouter", response_text: "", response_type: "audio", has_audio: true, audio_data: audio },
      { step_number: 3, step_title: "Agir", response_text: "Agir", response_type: "text", has_audio: false, audio_data: null },
    ]);
    expect(fromLocalResponses(local)).toEqual({
      2: { text: "", audio, audioUrl: "data:audio/webm;base64,AAAA" },
      3: { text: "Agir", audio: null, audioUrl: null },
    });
  });
  it("un refus sans JavaScript remet le texte envoyé sur son étape", () => {
    const server = [{ stepNumber: 1, text: "Avant", audioKey: "u/s/step_1.webm", audioUrl: "/audio/play?k" }];
    expect(answersFromServer(server, { step: "1", text: "Après" })).toEqual({
      1: { text: "Après", audioKey: "u/s/step_1.webm", audioUrl: "/audio/play?k" },
    });
    expect(answersFromServer(server)).toEqual({ 1: { text: "Avant", audioKey: "u/s/step_1.webm", audioUrl: "/audio/play?k" } });
  });
  it("une étape est répondue par un texte ou un enregistrement", () => {
    expect(isAnswered({ text: " " })).toBe(false);
    expect(isAnswered({ text: "", audioKey: "k" })).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
  });
});
