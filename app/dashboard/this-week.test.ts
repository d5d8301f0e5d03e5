import { describe, expect, it } from "vitest";
import { countThisWeek, isDoneThisWeek, thisWeek } from "./this-week";

// Wednesday 25 November 2026, 10:00 in Paris (UTC+1).
const now = new Date("2026-11-25T09:00:00Z");
const done = (completedAt: string) => ({ status: "completed", completedAt });

describe("« cette semaine » : la semaine de Paris, du lundi 0 h au lundi suivant, pratiques terminées", () => {
  it("starts on Monday 00:00 in Paris and ends the next Monday", () => {
    const week = thisWeek(now);
    expect(week.start.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(week.weekStart).toBe("2026-11-23");
  });

  it("counts a practice completed on Monday 00:00 Paris, not one completed on Sunday 23:59 Paris before it", () => {
    expect(isDoneThisWeek(done("2026-11-22T23:00:00Z"), now)).toBe(true);
    expect(isDoneThisWeek(done("2026-11-22T22:59:59Z"), now)).toBe(false);
  });

  it("is not the last seven days: last Thursday is out, next Sunday evening is in", () => {
    expect(isDoneThisWeek(done("2026-11-19T12:00:00Z"), now)).toBe(false);
    expect(isDoneThisWeek(done("2026-11-29T22:00:00Z"), now)).toBe(true);
  });

  it("counts only completed practices, by their completion", () => {
    expect(
      countThisWeek(
        [
          done("2026-11-24T08:00:00Z"),
          { status: "in_progress", completedAt: null },
          { status: "abandoned", completedAt: null },
          done("2026-11-10T08:00:00Z"),
          done("2026-11-25T08:30:00Z"),
        ],
        now,
      ),
    ).toBe(2);
  });
});
