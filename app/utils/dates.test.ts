import { describe, expect, it } from "vitest";
import { formatBuildDate, formatLongDateTime, formatRelative, parisDay, relativeText, relativeUnit, type RelativeUnit } from "./dates";

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
  it("formats relative times in French", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(formatRelative("2026-11-21T11:55:00Z", now)).toBe("il y a 5 minutes");
    expect(formatRelative("2026-11-20T12:00:00Z", now)).toBe("hier");
    expect(formatRelative("2026-11-21T11:59:50Z", now)).toBe("à l'instant");
  });
  it("rounds before it chooses the unit: never « il y a 60 minutes » beside « il y a 1 heure »", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ago = (seconds: number) => formatRelative(new Date(now.getTime() - seconds * 1000), now);
    expect(ago(59)).toBe("à l'instant");
    expect(ago(60)).toBe("il y a 1 minute");
    expect(ago(59 * 60 + 29)).toBe("il y a 59 minutes");
    expect(ago(59 * 60 + 40)).toBe("il y a 1 heure");
    expect(ago(3600)).toBe("il y a 1 heure");
    expect(ago(23 * 3600 + 40 * 60)).toBe("hier");
    expect(ago(6.6 * 24 * 3600)).toBe("la semaine dernière");
    expect(ago(29 * 24 * 3600)).toBe("il y a 4 semaines");
    expect(ago(31 * 24 * 3600)).toBe("le mois dernier");
    expect(ago(355 * 24 * 3600)).toBe("l’année dernière");
    const wrong: string[] = [];
    for (let seconds = 60; seconds < 3 * 365 * 24 * 3600; seconds += 613) {
      if (/\b(60 minutes|24 heures|7 jours|5 semaines|12 mois)\b/.test(ago(seconds))) wrong.push(`${seconds}: ${ago(seconds)}`);
    }
    expect(wrong).toEqual([]);
  });
  it("writes far dates with French grouping", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(formatRelative("2026-11-21T09:00:00Z", now)).toBe("il y a 3 heures");
    expect(formatRelative("2026-11-22T12:00:00Z", now)).toBe("demain");
    expect(formatRelative(new Date(now.getTime() - 1499 * 365 * 24 * 3600_000), now)).toBe("il y a 1\u202f499 ans");
  });
});

describe("relative times without Intl, word for word as Intl.RelativeTimeFormat('fr', { numeric: 'auto' }) (decision 0446)", () => {
  const intl = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });
  const units: RelativeUnit[] = ["minute", "hour", "day", "week", "month", "year"];

  it("every unit, every count from 1 to 2000, and large ones, both signs", () => {
    const wrong: string[] = [];
    const counts = [...Array.from({ length: 2000 }, (_, i) => i + 1), 9999, 10_000, 123_456, 999_999, 1_000_000, 2_000_000, 1_000_001];
    for (const unit of units) {
      for (const value of [...counts, ...counts.map((c) => -c)]) {
        if (relativeText(value, unit) !== intl.format(value, unit))
          wrong.push(`${value} ${unit}: ${relativeText(value, unit)} ≠ ${intl.format(value, unit)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every distance relativeUnit can choose, both signs, as Intl writes that unit and count", () => {
    const wrong: string[] = [];
    // Every minute up to two days, every hour up to sixty days, every day up to thirty years.
    const distances = [
      ...Array.from({ length: 2 * 24 * 60 }, (_, i) => 60 + i * 60 + (i % 7) * 5),
      ...Array.from({ length: 60 * 24 }, (_, i) => 2 * 86_400 + i * 3600),
      ...Array.from({ length: 30 * 366 }, (_, i) => 60 * 86_400 + i * 86_400),
    ];
    const seen = new Set<string>();
    for (const seconds of [...distances, ...distances.map((d) => -d)]) {
      const found = relativeUnit(seconds);
      if (!found) {
        wrong.push(`${seconds}: no unit`);
        continue;
      }
      seen.add(`${Math.sign(found.value)} ${found.unit}`);
      const text = relativeText(found.value, found.unit);
      if (text !== intl.format(found.value, found.unit)) wrong.push(`${seconds}: ${text}`);
    }
    expect(wrong).toEqual([]);
    expect(seen.size).toBe(12); // six units, in the past and in the future
  });
});
