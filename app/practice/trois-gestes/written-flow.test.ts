import { describe, expect, it } from "vitest";
import { clampStep, moveWritten } from "./written-flow";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the written practice's steps", () => {
  it("go forward one step at a time and back", () => {
    expect(moveWritten(form({ step: "1", intent: "next" })).step).toBe(2);
    expect(moveWritten(form({ step: "3", intent: "previous", selectedGesture: "rejet" })).step).toBe(2);
    expect(moveWritten(form({ step: "1", intent: "previous" })).step).toBe(1);
  });
  it("need the gesture of the day before step 3", () => {
    expect(moveWritten(form({ step: "2", intent: "next" }))).toMatchObject({
      step: 2,
      error: "Choisissez le geste du jour pour continuer.",
    });
    expect(moveWritten(form({ step: "2", intent: "next", selectedGesture: "conflit" }))).toMatchObject({ step: 3, error: null });
  });
  it("carry the answers of the chosen gesture", () => {
    const state = moveWritten(form({ step: "3", intent: "next", selectedGesture: "conflit", conflit_qui: "Mon frère", rejet_qui: "x" }));
    expect(state.step).toBe(4);
    expect(state.answers).toEqual({ conflit_qui: "Mon frère", conflit_cible: "", conflit_situation: "", paix_solution: "" });
  });
  it("keep step numbers within 1 to 4", () => {
    expect(clampStep("12")).toBe(4);
    expect(clampStep("-3")).toBe(1);
    expect(clampStep("abc")).toBe(1);
    expect(moveWritten(form({ step: "4", intent: "next", selectedGesture: "mepris" })).step).toBe(4);
  });
});
