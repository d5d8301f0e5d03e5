import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { grandeurStepSchema } from "~/practice/nommer-grandeur/schema";
import { wizardErrors } from "./wizard-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("a wizard step reads conform's answer", () => {
  it("shows a refusal's message beside its field, and gives back what was typed", () => {
    const reply = parseWithZod(form({ step: "1", intent: "next", grandeur: "  ", sessionId: "s" }), { schema: grandeurStepSchema }).reply();
    const errors = wizardErrors("nommer-grandeur", reply);
    expect(errors.field("grandeur")).toBe("Merci de nommer votre grandeur avant de continuer");
    expect(errors.field("misere")).toBeUndefined();
    expect(errors.form).toBeUndefined();
    expect(errors.value("sessionId")).toBe("s");
  });

  it("shows the form's own message for a rule over several fields", () => {
    const draft = JSON.stringify({ step: 3, answers: { grandeur: "A", misere: "B" } });
    const reply = parseWithZod(form({ step: "3", intent: "finish", draft }), { schema: grandeurStepSchema }).reply();
    expect(wizardErrors("g", reply)).toMatchObject({ form: "Merci de renseigner au moins un champ de l'acte", formErrorId: "g-error" });
  });

  it("shows nothing after an accepted step, nor before any post", () => {
    const reply = parseWithZod(form({ step: "1", intent: "next", grandeur: "A" }), { schema: grandeurStepSchema }).reply({
      resetForm: true,
    });
    expect(wizardErrors("g", reply).field("grandeur")).toBeUndefined();
    expect(wizardErrors("g", reply).value("grandeur")).toBeUndefined();
    expect(wizardErrors("g", undefined).form).toBeUndefined();
  });
});
