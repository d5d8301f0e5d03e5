import { describe, expect, it } from "vitest";
import { checkedDocument, MAX_DOCUMENT_CHARS } from "./documents";
import { initialV2State, toSavedCycle } from "./v2-flow";

const period = {
  cycles: [{ id: "c1", centerText: "La honte", textBoxes: [{ id: "w", text: "colère", x: 1, y: 2 }] }],
  timestamp: "2026-11-23T10:00:00.000Z",
};

describe("what a cycle document may hold", () => {
  it("accepts the spec's keys with their own shapes", () => {
    expect(JSON.parse(checkedDocument("cycle-0-6", period)!)).toMatchObject({
      cycles: [{ textBoxes: [{ text: "colère", isEditing: false }] }],
    });
    expect(checkedDocument("meilleur-cycle-12-18", period)).not.toBeNull();
    expect(checkedDocument("cycles-v2-data", initialV2State())).not.toBeNull();
    expect(checkedDocument("saved-cycles", [toSavedCycle(initialV2State(), "a")])).not.toBeNull();
  });

  it("refuses other keys and other shapes", () => {
    expect(checkedDocument("cycle-99", period)).toBeNull();
    expect(checkedDocument("local_practices", period)).toBeNull();
    expect(checkedDocument("cycle-0-6", initialV2State())).toBeNull();
    expect(checkedDocument("saved-cycles", period)).toBeNull();
  });

  it("refuses a document too large to be a drawing", () => {
    const huge = {
      ...period,
      cycles: Array.from({ length: 30 }, (_, i) => ({
        id: `c${i}`,
        centerText: "x".repeat(500),
        textBoxes: Array.from({ length: 60 }, (_, j) => ({ id: `w${j}`, text: "y".repeat(500), x: 0, y: 0 })),
      })),
    };
    expect(JSON.stringify(huge).length).toBeGreaterThan(MAX_DOCUMENT_CHARS);
    expect(checkedDocument("cycle-0-6", huge)).toBeNull();
  });
});
