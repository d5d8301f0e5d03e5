import { describe, expect, it } from "vitest";
import { TOOL_CONTENT } from "./content/tools";
import { TOOL_IDS } from "./content/types";
import {
  actOnFinish,
  afterPeaceAnswer,
  clampStep,
  firstStep,
  isActCommitmentStep,
  isAlsoSavedAsAct,
  isAnswerRequired,
  nextOutcome,
  peaceYesLabel,
  previousStep,
  progressPercent,
  questionSummary,
  responseType,
  saveRefusal,
} from "./flow";

const empty = { text: "", hasAudio: false };
const written = { text: "Une réponse", hasAudio: false };
const voice = { text: "  ", hasAudio: true };

describe("step 0 intros", () => {
  it("start at step 0 for table_paix, jalousie and dialogue, step 1 elsewhere", () => {
    for (const toolId of TOOL_IDS) {
      expect(firstStep(toolId)).toBe(["table_paix", "jalousie", "dialogue"].includes(toolId) ? 0 : 1);
    }
  });
  it("need no answer", () => {
    expect(nextOutcome("table_paix", 0, 5, empty)).toEqual({ kind: "step", step: 1 });
  });
  it("clamps steps inside the tool", () => {
    expect(clampStep("peur", 0, 3)).toBe(1);
    expect(clampStep("dialogue", 0, 6)).toBe(0);
    expect(clampStep("peur", 9, 3)).toBe(3);
    expect(clampStep("peur", Number.NaN, 3)).toBe(1);
  });
});

describe("required answers", () => {
  it("every step of every tool needs an answer, except the spec's exemptions", () => {
    for (const toolId of TOOL_IDS) {
      for (const step of TOOL_CONTENT[toolId].steps) {
        const exempt = (toolId === "dialogue" && [1, 4, 5, 6].includes(step.number)) || (toolId === "9_marches" && step.number !== 11);
        expect(isAnswerRequired(toolId, step.number), `${toolId} ${step.number}`).toBe(!exempt);
      }
    }
  });
  it("refuses Next without text or recording with 'Réponse requise'", () => {
    expect(nextOutcome("peur", 1, 3, empty)).toEqual({
      kind: "refused",
      refusal: { title: "Réponse requise", message: "Ajoutez un texte ou un enregistrement pour continuer" },
    });
    expect(nextOutcome("peur", 1, 3, { text: "   ", hasAudio: false }).kind).toBe("refused");
  });
  it("accepts a voice recording alone", () => {
    expect(nextOutcome("peur", 1, 3, voice)).toEqual({ kind: "step", step: 2 });
  });
  it("lets dialogue 1, 4, 5, 6 and 9_marches 1 to 10 pass empty, not 9_marches 11", () => {
    expect(nextOutcome("dialogue", 4, 6, empty)).toEqual({ kind: "step", step: 5 });
    expect(nextOutcome("dialogue", 2, 6, empty).kind).toBe("refused");
    expect(nextOutcome("9_marches", 10, 11, empty)).toEqual({ kind: "step", step: 11 });
    expect(nextOutcome("9_marches", 11, 11, empty).kind).toBe("refused");
    expect(nextOutcome("9_marches", 11, 11, written)).toEqual({ kind: "finish" });
  });
  it("Next on the last step finishes the run", () => {
    expect(nextOutcome("peur", 3, 3, written)).toEqual({ kind: "finish" });
  });
  it("saving an empty step gives 'Réponse manquante'", () => {
    expect(saveRefusal(empty)).toEqual({
      title: "Réponse manquante",
      message: "Veuillez saisir une réponse ou enregistrer un message vocal",
    });
    expect(saveRefusal(voice)).toBeNull();
  });
});

describe("responsable branches", () => {
  it("asks the peace question on steps 5 and 10", () => {
    expect(nextOutcome("responsable", 5, 11, written)).toEqual({ kind: "peace-question" });
    expect(nextOutcome("responsable", 10, 11, written)).toEqual({ kind: "peace-question" });
    expect(nextOutcome("responsable", 4, 11, written)).toEqual({ kind: "step", step: 5 });
  });
  it("peace completes; still in pain goes to Pardon (6) or Agir (11)", () => {
    expect(afterPeaceAnswer(5, true)).toEqual({ kind: "complete" });
    expect(afterPeaceAnswer(5, false)).toEqual({ kind: "step", step: 6 });
    expect(afterPeaceAnswer(10, false)).toEqual({ kind: "step", step: 11 });
  });
  it("step 9 blocks Next until the love word is saved or skipped", () => {
    expect(nextOutcome("responsable", 9, 11, written).kind).toBe("refused");
    expect(nextOutcome("responsable", 9, 11, written, { loveWordSettled: true })).toEqual({ kind: "step", step: 10 });
  });
  it("answers the step 5 question with 'Je suis en paix' and the step 10 one with 'Oui en paix'", () => {
    expect(peaceYesLabel(5)).toBe("Je suis en paix");
    expect(peaceYesLabel(10)).toBe("Oui en paix");
  });
  it("step 11 is an act commitment", () => {
    expect(isActCommitmentStep("responsable", 11)).toBe(true);
  });
});

describe("other tools' acts", () => {
  it("shows Où ? Quand ? Comment ? on ecriture_libre 3, jalousie 4, critique 3, palais_justesse 7 only", () => {
    const found = TOOL_IDS.flatMap((toolId) =>
      TOOL_CONTENT[toolId].steps.filter((s) => isActCommitmentStep(toolId, s.number)).map((s) => `${toolId}:${s.number}`),
    );
    expect(found.sort()).toEqual(["critique:3", "ecriture_libre:3", "jalousie:4", "palais_justesse:7", "responsable:11"]);
  });
  it("homme_apocalypse step 9 is also saved as an act", () => {
    expect(isAlsoSavedAsAct("homme_apocalypse", 9)).toBe(true);
    expect(isAlsoSavedAsAct("homme_apocalypse", 8)).toBe(false);
  });
  it("finishing homme_apocalypse step 9 with text writes that text, trimmed, as the act", () => {
    expect(actOnFinish("homme_apocalypse", 9, "  Me lever avec confiance \n")).toBe("Me lever avec confiance");
    expect(actOnFinish("homme_apocalypse", 9, "   ")).toBeNull();
    expect(actOnFinish("homme_apocalypse", 8, "Une réponse")).toBeNull();
    expect(actOnFinish("peur", 3, "Une réponse")).toBeNull();
  });
});

describe("question summary", () => {
  it("keeps the first 200 characters of each answer followed by '...'", () => {
    const long = "a".repeat(250);
    expect(
      questionSummary([
        { stepNumber: 2, text: "Deux" },
        { stepNumber: 1, text: long },
        { stepNumber: 3, text: "" },
      ]),
    ).toBe(`${"a".repeat(200)}...\nDeux...`);
  });
});

describe("header and responses", () => {
  it("progress is step divided by step count", () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(3, 3)).toBe(100);
  });
  it("previous never goes below the first step", () => {
    expect(previousStep("peur", 1)).toBe(1);
    expect(previousStep("jalousie", 1)).toBe(0);
  });
  it("response type is text, audio or both", () => {
    expect(responseType("x", false)).toBe("text");
    expect(responseType("", true)).toBe("audio");
    expect(responseType("x", true)).toBe("both");
  });
});

describe("responsable: the peace messages of step 10 are its own", () => {
  it("step 5 speaks of seeing and love words, step 10 of an act", async () => {
    const { peaceMessage } = await import("./flow");
    expect(peaceMessage(true, 5)).toContain("voir suffit");
    expect(peaceMessage(false, 5)).toContain("mots d'amour");
    expect(peaceMessage(true, 10)).not.toBe(peaceMessage(true, 5));
    expect(peaceMessage(false, 10)).not.toBe(peaceMessage(false, 5));
    expect(peaceMessage(false, 11)).toContain("acte");
    expect(peaceMessage(false, 10)).toContain("sans danger pour vous");
  });
});
