import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { BILAN_MESSAGES } from "~/practice/content/trois-gestes";
import { BILAN_TOO_LONG, bilanInputFrom, bilanSchema } from "./bilan-schema";
import type { VoiceKey } from "./bilan";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const errorsOf = (result: ReturnType<typeof parse>) => (result.status === "error" ? result.error : undefined);
const parse = (fields: Record<string, string>, spoken: VoiceKey[] = []) =>
  parseWithZod(form(fields), { schema: bilanSchema(new Set(spoken)) });

describe("bilanSchema", () => {
  it("refuses a bilan without any reflection with the spec's words, as a form-level error", () => {
    const result = parse({ practiceType: "guided", misere: "   ", acte_concret: "Marcher", question_restante: "Et demain ?" });
    expect(result.status).toBe("error");
    expect(errorsOf(result)?.[""]).toEqual([BILAN_MESSAGES.incomplete]);
    expect(BILAN_MESSAGES.incomplete).toBe("Veuillez remplir au moins une des questions de réflexion.");
    // Every typed answer comes back with the refusal.
    expect(result.reply().initialValue).toMatchObject({ acte_concret: "Marcher", question_restante: "Et demain ?" });
  });

  it("accepts a spoken reflection, but not a spoken act or question alone", () => {
    expect(parse({ practiceType: "guided" }, ["beaute"]).status).toBe("success");
    expect(parse({ practiceType: "guided" }, ["acte_concret", "question_restante"]).status).toBe("error");
  });

  it("accepts one written reflection, every other field empty, and trims", () => {
    const result = parse({ practiceType: "written", misere: "", beaute: "  Ma patience ", enseignement: "", acte_where: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      practiceType: "written",
      misere: "",
      beaute: "Ma patience",
      enseignement: "",
      acte_where: "",
      question_restante: "",
    });
    const input = bilanInputFrom(result.value, { selectedGesture: "conflit", answers: { conflit_qui: "Mon voisin" } });
    expect(input.written.selectedGesture).toBe("conflit");
    expect(input.answers.beaute).toBe("Ma patience");
  });

  it("reads anything but 'written' as the guided practice", () => {
    const result = parse({ practiceType: "autre", enseignement: "Lâcher prise" });
    expect(result.status === "success" && result.value.practiceType).toBe("guided");
    const none = parse({ enseignement: "Lâcher prise" });
    expect(none.status === "success" && none.value.practiceType).toBe("guided");
  });

  it("refuses an answer over 5 000 characters beside its field, in French", () => {
    const result = parse({ misere: "a".repeat(5001), beaute: "Oui" });
    expect(result.status).toBe("error");
    expect(errorsOf(result)?.misere).toEqual([BILAN_TOO_LONG]);
    expect(parse({ misere: "a".repeat(5000) }).status).toBe("success");
  });
});
