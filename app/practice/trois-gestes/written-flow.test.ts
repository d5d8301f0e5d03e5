import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { clampStep, moveWritten } from "./written-flow";
import { writtenPostOf, writtenStepSchema } from "./written-schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
/** A post as the action reads it: through the step's schema, then the move. */
const move = (fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema: writtenStepSchema });
  return moveWritten(submission.status === "success" ? submission.value : writtenPostOf(submission.payload));
};

describe("the written practice's steps", () => {
  it("go forward one step at a time and back", () => {
    expect(move({ step: "1", intent: "next" }).step).toBe(2);
    expect(move({ step: "3", intent: "previous", selectedGesture: "rejet" }).step).toBe(2);
    expect(move({ step: "1", intent: "previous" }).step).toBe(1);
  });
  it("need the gesture of the day before step 3", () => {
    expect(move({ step: "2", intent: "next" }).step).toBe(2);
    expect(move({ step: "2", intent: "next", selectedGesture: "conflit" }).step).toBe(3);
  });
  it("carry the answers of the chosen gesture", () => {
    const state = move({ step: "3", intent: "next", selectedGesture: "conflit", conflit_qui: "Mon frère", rejet_qui: "x" });
    expect(state.step).toBe(4);
    expect(state.answers).toEqual({ conflit_qui: "Mon frère", conflit_cible: "", conflit_situation: "", paix_solution: "" });
  });
  it("keep step numbers within 1 to 4", () => {
    expect(clampStep("12")).toBe(4);
    expect(clampStep("-3")).toBe(1);
    expect(clampStep("abc")).toBe(1);
    expect(move({ step: "4", intent: "next", selectedGesture: "mepris" }).step).toBe(4);
  });
});
