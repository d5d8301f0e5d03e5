import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { actCommitmentSchema } from "~/acts/validation";
import { loveWordSchema } from "~/love-words/validation";
import { firstErrors, runPostSchema, textFields } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the practice screen's post (conform + zod)", () => {
  it("reads the button, the step, the answer and the session; blanks are empty answers", () => {
    const result = parseWithZod(form({ intent: "next", step: "3", text: "", sessionId: "abc", carried_2: "Hier" }), {
      schema: runPostSchema,
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({ intent: "next", step: 3, text: "", sessionId: "abc", audioKey: "" });
    expect(textFields(result.payload)).toMatchObject({ carried_2: "Hier", intent: "next" });
    expect(parseWithZod(form({ intent: "intro", step: "0" }), { schema: runPostSchema }).status).toBe("success");
  });

  it("refuses a post without a button or with an answer over 20 000 characters", () => {
    expect(parseWithZod(form({ step: "1", text: "Bonjour" }), { schema: runPostSchema }).status).toBe("error");
    expect(parseWithZod(form({ intent: "next", step: "1", text: "x".repeat(20_001) }), { schema: runPostSchema }).status).toBe("error");
  });

  it("the step's own forms answer in French, field by field", () => {
    const act = parseWithZod(form({ intent: "act", where: "Chez moi", when: "", how: "x".repeat(600) }), { schema: actCommitmentSchema });
    expect(act.status).toBe("error");
    expect(firstErrors(act.status === "error" ? act.error : null)).toEqual({
      when: "Veuillez remplir tous les champs",
      how: "Ce texte est trop long.",
    });
    const word = parseWithZod(form({ intent: "love-word", title: "Pour toi", content: "" }), { schema: loveWordSchema });
    expect(Object.keys(firstErrors(word.status === "error" ? word.error : null)).sort()).toEqual(["ageCategory", "content"]);
  });
});
