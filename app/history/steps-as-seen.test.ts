import { describe, expect, it } from "vitest";
import { stepsAsSeen } from "./steps-as-seen";

const rows = (...numbers: number[]) => numbers.map((stepNumber) => ({ stepNumber, stepTitle: `s${stepNumber}` }));

describe("steps as the person saw them (issue 30 item 10)", () => {
  it("a 3 Gestes session: the written practice's answers first, then the bilan, numbered without a jump", () => {
    const shown = stepsAsSeen("trois_gestes_written", rows(1, 3, 4, 5, 10, 11, 12));
    expect(shown.map((r) => [r.shownNumber, r.stepTitle])).toEqual([
      [1, "s10"],
      [2, "s11"],
      [3, "s12"],
      [4, "s1"],
      [5, "s3"],
      [6, "s4"],
      [7, "s5"],
    ]);
    // The stored number stays, for the edit form.
    expect(shown[0]!.stepNumber).toBe(10);
  });
  it("a guided 3 Gestes (bilan only) and any other practice keep the numbers their screens showed", () => {
    expect(stepsAsSeen("trois-gestes", rows(2, 1, 5)).map((r) => r.shownNumber)).toEqual([1, 2, 3]);
    expect(stepsAsSeen("peur", rows(3, 1)).map((r) => r.shownNumber)).toEqual([1, 3]);
  });
});
