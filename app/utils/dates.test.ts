import { describe, expect, it } from "vitest";
import { formatBuildDate, formatLongDateTime, parisDay } from "./dates";

describe("French dates through Intl (Europe/Paris)", () => {
  it("formats the build date in French", () => {
    expect(formatBuildDate(new Date("2026-11-21T23:30:00Z"))).toBe("22/11/2026");
  });
  it("changes the day of the footer's date at Paris midnight exactly, through its once-a-minute memo", () => {
    expect(import.meta.env.SSR).toBe(true); // the memo is the server's: this test runs it
    expect(formatBuildDate(new Date("2026-11-21T22:59:00Z"))).toBe("21/11/2026");
    expect(formatBuildDate(new Date("2026-11-21T22:59:59.999Z"))).toBe("21/11/2026");
    expect(formatBuildDate(new Date("2026-11-21T23:00:00Z"))).toBe("22/11/2026");
    expect(formatBuildDate(new Date("2026-07-31T21:59:30Z"))).toBe("31/07/2026");
    expect(formatBuildDate(new Date("2026-07-31T22:00:00Z"))).toBe("01/08/2026");
  });
  it("formats a long date with « à » and the Paris hour", () => {
    expect(formatLongDateTime("2026-07-14T08:05:00Z")).toBe("14 juillet 2026 à 10:05");
  });
  it("gives the same long date from its memo, for a string or a Date, and past the memo's size", () => {
    expect(formatLongDateTime("2026-07-14T08:05:00Z")).toBe("14 juillet 2026 à 10:05");
    expect(formatLongDateTime(new Date("2026-07-14T08:05:00Z"))).toBe("14 juillet 2026 à 10:05");
    const start = Date.parse("2026-01-01T00:00:00Z");
    // 2,500 different minutes: the memo (2,000 kept) starts again on the way, every answer stays right.
    for (let i = 0; i < 2500; i++) formatLongDateTime(new Date(start + i * 60_000).toISOString());
    expect(formatLongDateTime(new Date(start + 2499 * 60_000).toISOString())).toBe("2 janvier 2026 à 18:39");
    expect(formatLongDateTime(new Date(start).toISOString())).toBe("1 janvier 2026 à 01:00");
    expect(formatLongDateTime("2026-03-29T01:30:00Z")).toBe("29 mars 2026 à 03:30");
  });
  it("reads days in Paris time (late evening UTC is already tomorrow, in winter and in summer)", () => {
    expect(parisDay("2026-11-21T23:30:00Z")).toBe("2026-11-22");
    expect(parisDay("2026-07-31T22:30:00Z")).toBe("2026-08-01");
    expect(parisDay(new Date("2026-07-31T21:30:00Z"))).toBe("2026-07-31");
  });
  it("gives each instant's Paris day from its once-a-minute memo, as Intl does, across both DST changes", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });
    // Every 3 minutes over five days around each 2026 change, twice: 4,800 minutes, past the memo's 4,096.
    for (const from of ["2026-03-28T00:00:00Z", "2026-10-24T00:00:00Z"]) {
      for (let round = 0; round < 2; round++) {
        for (let t = Date.parse(from); t < Date.parse(from) + 5 * 86_400_000; t += 3 * 60_000) {
          expect(parisDay(new Date(t)), new Date(t).toISOString()).toBe(intl.format(new Date(t)));
        }
      }
    }
    // The last minute of a Paris day and the first of the next, in winter and in summer.
    expect(parisDay("2026-11-21T22:59:59.999Z")).toBe("2026-11-21");
    expect(parisDay("2026-11-21T23:00:00Z")).toBe("2026-11-22");
    expect(parisDay("2026-07-31T21:59:59Z")).toBe("2026-07-31");
    expect(parisDay("2026-07-31T22:00:00Z")).toBe("2026-08-01");
    expect(() => parisDay("pas une date")).toThrow(RangeError);
  });
});
