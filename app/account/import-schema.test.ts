import { describe, expect, it } from "vitest";
import { describeCounts, importSchema } from "./import-schema";

describe("the anonymous-to-account offer", () => {
  it("says how many of each, in French", () => {
    expect(describeCounts({ practices: 3, questions: 1, acts: 2 })).toBe("3 pratiques, 1 question et 2 actes");
    expect(describeCounts({ practices: 1, questions: 0, acts: 0 })).toBe("1 pratique");
    expect(describeCounts({ practices: 0, questions: 2, acts: 1 })).toBe("2 questions et 1 acte");
  });
  it("accepts the device shapes and refuses ids that are not local", () => {
    const practice = {
      id: "local-1",
      tool_id: "peur",
      tool_name: "La Peur",
      status: "completed",
      created_at: "2026-11-20T10:00:00Z",
      current_step: 3,
      responses: [],
    };
    expect(importSchema.safeParse({ practices: [practice] }).success).toBe(true);
    expect(importSchema.safeParse({ practices: [{ ...practice, id: "0000" }] }).success).toBe(false);
    expect(importSchema.safeParse({ practices: [{ ...practice, created_at: "pas une date" }] }).success).toBe(false);
  });
});
