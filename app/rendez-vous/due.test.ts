/** Issue 44: a rendez-vous arrives at the right minute on the right days, across daylight-saving changes. */
import { describe, expect, it } from "vitest";
import { inQuietHours, isDueAt, isTimeZone, minuteKey, nextOccurrence, type ReminderRule } from "./due";

const at = (iso: string) => Date.parse(iso);
const everyDay = [1, 2, 3, 4, 5, 6, 7] as const;
const next = (rule: ReminderRule, after: string, person = {}) => {
  const found = nextOccurrence(rule, person, at(after));
  return found === null ? null : new Date(found).toISOString();
};

describe("a reminder in Paris", () => {
  const eight: ReminderRule = { days: everyDay, time: "08:00", timeZone: "Europe/Paris" };

  it("falls at 08:00 Paris time in winter (07:00 UTC) and in summer (06:00 UTC)", () => {
    expect(next(eight, "2026-01-15T10:00:00Z")).toBe("2026-01-16T07:00:00.000Z");
    expect(next(eight, "2026-07-15T10:00:00Z")).toBe("2026-07-16T06:00:00.000Z");
  });

  it("keeps 08:00 on the spring-forward Sunday, 29 March 2026", () => {
    expect(next(eight, "2026-03-28T07:30:00Z")).toBe("2026-03-29T06:00:00.000Z");
    expect(isDueAt(eight, {}, at("2026-03-29T06:00:00Z"))).toBe(true);
    expect(isDueAt(eight, {}, at("2026-03-29T07:00:00Z"))).toBe(false);
  });

  it("keeps 08:00 on the fall-back Sunday, 25 October 2026", () => {
    expect(next(eight, "2026-10-24T07:30:00Z")).toBe("2026-10-25T07:00:00.000Z");
    expect(isDueAt(eight, {}, at("2026-10-25T06:00:00Z"))).toBe(false);
  });

  it("puts 02:30, which does not exist on 29 March 2026, at 03:30 (the offset before the gap)", () => {
    const sundayNight: ReminderRule = { days: [7], time: "02:30", timeZone: "Europe/Paris" };
    expect(next(sundayNight, "2026-03-28T12:00:00Z")).toBe("2026-03-29T01:30:00.000Z");
    expect(isDueAt(sundayNight, {}, at("2026-03-29T01:30:00Z"))).toBe(true);
    expect(isDueAt(sundayNight, {}, at("2026-03-29T00:30:00Z"))).toBe(false);
    // The following Sunday is an ordinary summer one again.
    expect(next(sundayNight, "2026-03-29T01:30:00Z")).toBe("2026-04-05T00:30:00.000Z");
  });

  it("sends 02:30, which happens twice on 25 October 2026, once: the first time", () => {
    const sundayNight: ReminderRule = { days: [7], time: "02:30", timeZone: "Europe/Paris" };
    expect(next(sundayNight, "2026-10-24T12:00:00Z")).toBe("2026-10-25T00:30:00.000Z");
    expect(isDueAt(sundayNight, {}, at("2026-10-25T00:30:00Z"))).toBe(true);
    expect(isDueAt(sundayNight, {}, at("2026-10-25T01:30:00Z"))).toBe(false);
    expect(next(sundayNight, "2026-10-25T00:30:00Z")).toBe("2026-11-01T01:30:00.000Z");
  });

  it("follows the 2027 Sundays too: 28 March and 31 October", () => {
    expect(next(eight, "2027-03-27T07:30:00Z")).toBe("2027-03-28T06:00:00.000Z");
    expect(next(eight, "2027-10-30T06:30:00Z")).toBe("2027-10-31T07:00:00.000Z");
  });
});

describe("a person in Montréal", () => {
  const weekdays: ReminderRule = { days: [1, 2, 3, 4, 5], time: "07:00", timeZone: "America/Montreal" };

  it("falls at 07:00 Montréal time, across its own change (8 March 2026), on weekdays only", () => {
    expect(next(weekdays, "2026-03-05T13:00:00Z")).toBe("2026-03-06T12:00:00.000Z"); // Friday, EST
    expect(next(weekdays, "2026-03-06T12:00:00Z")).toBe("2026-03-09T11:00:00.000Z"); // Monday, EDT
    expect(next(weekdays, "2026-10-30T11:00:00Z")).toBe("2026-11-02T12:00:00.000Z"); // after 1 November, EST
  });

  it("is not due at the minute 07:00 in Paris", () => {
    expect(isDueAt(weekdays, {}, at("2026-03-09T06:00:00Z"))).toBe(false);
    expect(isDueAt(weekdays, {}, at("2026-03-09T11:00:00Z"))).toBe(true);
  });
});

describe("what the person chose", () => {
  const rule: ReminderRule = { days: everyDay, time: "22:30", timeZone: "Europe/Paris" };

  it("skips a time inside quiet hours, which may wrap midnight", () => {
    expect(inQuietHours("22:30", "22:00", "07:00")).toBe(true);
    expect(inQuietHours("06:59", "22:00", "07:00")).toBe(true);
    expect(inQuietHours("07:00", "22:00", "07:00")).toBe(false);
    expect(inQuietHours("13:00", "12:00", "14:00")).toBe(true);
    expect(nextOccurrence(rule, { quietStart: "22:00", quietEnd: "07:00" }, at("2026-05-01T00:00:00Z"))).toBeNull();
  });

  it("waits until the end of a pause", () => {
    expect(next(rule, "2026-05-01T00:00:00Z", { pausedUntil: "2026-05-10" })).toBe("2026-05-10T20:30:00.000Z");
  });

  it("sends nothing once stopped, or with no day chosen", () => {
    expect(nextOccurrence(rule, { stopped: true }, at("2026-05-01T00:00:00Z"))).toBeNull();
    expect(nextOccurrence({ ...rule, days: [] }, {}, at("2026-05-01T00:00:00Z"))).toBeNull();
  });

  it("knows a time zone from a made-up one", () => {
    expect(isTimeZone("America/Montreal")).toBe(true);
    expect(isTimeZone("Europe/Nulle-Part")).toBe(false);
  });

  it("keys a minute the same way for the index and the idempotency key", () => {
    expect(minuteKey(at("2026-03-29T01:30:42.123Z"))).toBe("2026-03-29T01:30Z");
  });
});
