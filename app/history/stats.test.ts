import { describe, expect, it } from "vitest";
import { historyStats, monthCalendar, parseMonth, shiftMonth } from "./stats";

describe("history summary counters", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("counts this week (Paris, completed, as on the dashboard), the total, and the minutes really practised", () => {
    const done = (completedAt: string) => ({ status: "completed", completedAt });
    const stats = historyStats(
      [
        done("2026-11-21T08:00:00Z"),
        done("2026-11-15T12:00:00Z"),
        { status: "in_progress", completedAt: null },
        done("2026-10-01T00:00:00Z"),
      ],
      61 * 60 + 29,
      now,
    );
    expect(stats).toEqual({ total: 4, thisWeek: 1, minutes: 61 });
  });
});

describe("the month calendar", () => {
  it("starts weeks on Monday and marks practised days and today", () => {
    // November 2026 starts on a Sunday.
    const weeks = monthCalendar(2026, 11, new Set(["2026-11-03"]), "2026-11-21");
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toMatchObject({ day: 1 });
    expect(weeks.flat().find((d) => d?.iso === "2026-11-03")).toMatchObject({ practised: true });
    expect(weeks.flat().find((d) => d?.iso === "2026-11-21")).toMatchObject({ today: true, practised: false });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
  it("parses and shifts the month parameter", () => {
    expect(parseMonth("2026-02")).toEqual({ year: 2026, month: 2 });
    expect(parseMonth("2026-13", new Date("2026-11-21T12:00:00Z"))).toEqual({ year: 2026, month: 11 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });
});
