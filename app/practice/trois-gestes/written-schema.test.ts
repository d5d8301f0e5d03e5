import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { writtenPostOf, writtenStepSchema } from "./written-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: writtenStepSchema });

describe("the written practice's step form (conform + zod)", () => {
  it("refuses « Suivant » without a gesture beside the gesture's choice, in French", () => {
    const result = parse({ step: "2", intent: "next", practiceType: "written" });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ selectedGesture: ["Choisissez le geste du jour pour continuer."] });
    // An unknown gesture is no gesture.
    expect(parse({ step: "3", intent: "next", selectedGesture: "colere" }).reply().error).toEqual({
      selectedGesture: ["Choisissez le geste du jour pour continuer."],
    });
  });

  it("gives back every typed answer with a refusal", () => {
    const result = parse({ step: "2", intent: "next", rejet_qui: "Ma sœur" });
    expect(result.reply().initialValue).toMatchObject({ rejet_qui: "Ma sœur", step: "2" });
    expect(writtenPostOf(result.payload)).toMatchObject({ step: 2, event: "next", selectedGesture: null });
  });

  it("accepts a chosen gesture and keeps only that gesture's answers, trimmed", () => {
    const result = parse({ step: "3", intent: "next", selectedGesture: "rejet", rejet_qui: "  Ma sœur ", conflit_qui: "x" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({
      step: 3,
      event: "next",
      selectedGesture: "rejet",
      answers: { rejet_qui: "Ma sœur", rejet_situation: "", misericorde_accueillir: "", misericorde_amour: "" },
    });
  });

  it("never refuses going back, nor the first step", () => {
    expect(parse({ step: "3", intent: "previous" }).status).toBe("success");
    expect(parse({ step: "1", intent: "next" }).status).toBe("success");
  });
});
