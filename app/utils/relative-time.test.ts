import { describe, expect, it } from "vitest";
import { formatRelative, relativeText, relativeUnit, type RelativeUnit } from "./relative-time";

describe("relative times in French", () => {
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
