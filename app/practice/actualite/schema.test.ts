import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { actualitePostOf, actualiteStepSchema } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: actualiteStepSchema });
const draft = (state: object) => JSON.stringify({ step: 1, subjects: [], chosenId: null, answers: {}, ...state });
const two = [
  { id: "s1", text: "La guerre", rating: null },
  { id: "s2", text: "Le climat", rating: null },
];

describe("Actualité's step form (conform + zod)", () => {
  it("refuses step 1 without a subject beside the subject's field, in the spec's words", () => {
    const result = parse({ step: "1", intent: "next", draft: "", subject: "   " });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ subject: ["Veuillez ajouter au moins un sujet d'actualité."] });
  });

  it("refuses a duplicate subject beside its field and gives the typed text back", () => {
    const result = parse({ step: "1", intent: "add", draft: draft({ subjects: [two[0]] }), subject: "la guerre" });
    expect(result.reply().error).toEqual({ subject: ["Ce sujet est déjà dans votre liste."] });
    expect(result.reply().initialValue).toMatchObject({ subject: "la guerre" });
    // The refused post still describes its state: the list as it was, the step shown.
    expect(actualitePostOf(result.payload).state).toMatchObject({ step: 1, subjects: [two[0]] });
  });

  it("refuses unrated subjects and a missing choice as the step's own message", () => {
    const unrated = parse({ step: "2", intent: "next", draft: draft({ step: 2, subjects: two }), rating_s1: "6" });
    expect(unrated.reply().error).toEqual({ "": ["Veuillez noter tous les sujets avant de continuer."] });
    // The rating given is kept with the refusal.
    expect(actualitePostOf(unrated.payload).state.subjects.map((s) => s.rating)).toEqual([6, null]);
    const rated = two.map((s, i) => ({ ...s, rating: i + 3 }));
    const noChoice = parse({ step: "4", intent: "next", draft: draft({ step: 4, subjects: rated }) });
    expect(noChoice.reply().error).toEqual({ "": ["Choisissez le sujet que vous voulez explorer pour continuer."] });
  });

  it("accepts a step that passes and reads its state, event and session", () => {
    const result = parse({
      step: "2",
      intent: "next",
      draft: draft({ step: 2, subjects: two }),
      rating_s1: "6",
      rating_s2: "10",
      sessionId: "x",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.state.subjects.map((s) => s.rating)).toEqual([6, 10]);
    expect(result.value.event).toEqual({ type: "next" });
    expect(result.value.sessionId).toBe("x");
    const answer = parse({
      step: "11",
      intent: "next",
      draft: draft({ step: 11, subjects: two.map((s) => ({ ...s, rating: 5 })), chosenId: "s1" }),
      answer: "Écrire",
    });
    expect(answer.status === "success" && answer.value.state.answers).toEqual({ "11": "Écrire" });
  });

  it("never refuses going back, removing, restarting, or adding a blank", () => {
    for (const intent of ["previous", "remove:s1", "restart", "add"]) {
      expect(parse({ step: "1", intent, draft: draft({ subjects: [two[0]] }), subject: "  " }).status).toBe("success");
    }
  });
});
