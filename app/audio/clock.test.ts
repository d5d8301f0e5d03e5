import { describe, expect, it } from "vitest";
import { clock } from "./clock";

describe("m:ss clock", () => {
  it("formats positions and durations", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(59.9)).toBe("0:59");
    expect(clock(61)).toBe("1:01");
    expect(clock(1234)).toBe("20:34");
  });
  it("says 0:00 for an unknown duration", () => {
    expect(clock(Number.NaN)).toBe("0:00");
    expect(clock(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(clock(-3)).toBe("0:00");
  });
});
