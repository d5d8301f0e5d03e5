import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { moderationActionSchema, reportSchema } from "./report-schema";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("the report form (« Signaler »)", () => {
  const valid = { itemType: "reply", itemId: "r1", reason: "spam", redirectTo: "/forum/un-sujet" };
  it("accepts a reason without details", () => {
    const submission = parseWithZod(form(valid), { schema: reportSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.details).toBe("");
  });
  it("asks for a reason, in French, when none or an unknown one is sent", () => {
    const { reason: _reason, ...noReason } = valid;
    expect(parseWithZod(form(noReason), { schema: reportSchema }).reply().error?.reason).toEqual([
      "Choisissez une raison pour signaler ce message.",
    ]);
    expect(parseWithZod(form({ ...valid, reason: "pas-une-raison" }), { schema: reportSchema }).reply().error?.reason).toEqual([
      "Choisissez une raison pour signaler ce message.",
    ]);
  });
  it("takes details up to 500 characters", () => {
    expect(parseWithZod(form({ ...valid, details: "x".repeat(500) }), { schema: reportSchema }).status).toBe("success");
    expect(parseWithZod(form({ ...valid, details: "x".repeat(501) }), { schema: reportSchema }).reply().error?.details).toEqual([
      "Les précisions ne peuvent pas dépasser 500 caractères.",
    ]);
  });
  it("refuses an unknown kind of item or an empty id", () => {
    expect(parseWithZod(form({ ...valid, itemType: "practice" }), { schema: reportSchema }).status).toBe("error");
    expect(parseWithZod(form({ ...valid, itemId: "" }), { schema: reportSchema }).status).toBe("error");
    expect(parseWithZod(form({ ...valid, itemId: "x".repeat(65) }), { schema: reportSchema }).status).toBe("error");
  });
});

describe("the moderator's buttons", () => {
  it("know only ignore, delete and lock", () => {
    const base = { itemType: "thread", itemId: "t1" };
    for (const intent of ["ignore", "delete", "lock"])
      expect(parseWithZod(form({ ...base, intent }), { schema: moderationActionSchema }).status).toBe("success");
    expect(parseWithZod(form({ ...base, intent: "ban" }), { schema: moderationActionSchema }).status).toBe("error");
    expect(parseWithZod(form(base), { schema: moderationActionSchema }).status).toBe("error");
  });
});
