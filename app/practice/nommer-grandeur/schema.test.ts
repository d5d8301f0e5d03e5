import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { grandeurPostOf, grandeurStepSchema } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: grandeurStepSchema });

describe("Nommer sa Grandeur's step form (conform + zod)", () => {
  it("refuses an empty step 1 beside its field, in the spec's words, and gives back what was typed", () => {
    const result = parse({ step: "1", intent: "next", draft: "", grandeur: "   ", sessionId: "s-1" });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ grandeur: ["Merci de nommer votre grandeur avant de continuer"] });
    expect(result.reply().initialValue).toMatchObject({ grandeur: "   ", sessionId: "s-1" });
  });

  it("refuses an empty step 2 beside the misère, and the act's empty fieldset as a form-level message", () => {
    const draft1 = JSON.stringify({ step: 2, answers: { grandeur: "Ma fidélité" } });
    const two = parse({ step: "2", intent: "next", draft: draft1, misere: "" });
    expect(two.reply().error).toEqual({ misere: ["Merci de nommer la misère correspondante avant de continuer"] });
    const draft2 = JSON.stringify({ step: 3, answers: { grandeur: "Ma fidélité", misere: "L'abandon" } });
    const three = parse({ step: "3", intent: "finish", draft: draft2, acte: "", ou: "", quand: "", comment: "" });
    expect(three.reply().error).toEqual({ "": ["Merci de renseigner au moins un champ de l'acte"] });
    // The refused post still says which step to show, with its answers.
    expect(grandeurPostOf(three.payload).state).toEqual({ step: 3, answers: { grandeur: "Ma fidélité", misere: "L'abandon" } });
  });

  it("accepts a filled step and reads the state: the draft, overwritten by the visible step's fields", () => {
    const draft = JSON.stringify({ step: 3, answers: { grandeur: "A", misere: "B", acte: "old" } });
    const result = parse({ draft, step: "3", acte: "", ou: "Chez Paul", intent: "finish", sessionId: "abc" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({
      state: { step: 3, answers: { grandeur: "A", misere: "B", ou: "Chez Paul" } },
      event: "finish",
      sessionId: "abc",
    });
  });

  it("a step's fields cannot overwrite another step's answers; an unknown intent is « Suivant »; going back is never refused", () => {
    const draft = JSON.stringify({ step: 1, answers: { misere: "B" } });
    const result = parse({ draft, step: "1", grandeur: "A", misere: "", intent: "whatever" });
    expect(result.status === "success" && result.value).toMatchObject({
      state: { answers: { grandeur: "A", misere: "B" } },
      event: "next",
    });
    expect(parse({ step: "2", intent: "previous", draft: "" }).status).toBe("success");
    expect(parse({ intent: "start" }).status).toBe("success");
  });

  it("a tampered end without a grandeur is refused beside step 1's field, and sends back there", () => {
    const result = parse({ step: "3", intent: "finish", draft: JSON.stringify({ step: 3, answers: {} }), quand: "samedi" });
    expect(result.reply().error).toEqual({ grandeur: ["Merci de nommer votre grandeur avant de continuer"] });
  });
});
