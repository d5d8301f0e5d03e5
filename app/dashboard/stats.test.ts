import { describe, expect, it } from "vitest";
import {
  abandonCutoff,
  chartStart,
  claimRefusal,
  dailyCounts,
  effectiveStatus,
  isWithin,
  levelPractices,
  monthBounds,
  parisParts,
  rewardState,
  weekBounds,
} from "./stats";
import { parisDay } from "~/utils/dates";

describe("la semaine commence le lundi à minuit, heure de Paris", () => {
  it("un mercredi d'hiver : du lundi 00:00 (23:00 UTC la veille) au lundi suivant", () => {
    const week = weekBounds(new Date("2026-01-14T10:00:00Z"));
    expect(week.weekStart).toBe("2026-01-12");
    expect(week.start.toISOString()).toBe("2026-01-11T23:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-01-18T23:00:00.000Z");
  });

  it("un mercredi d'été : minuit à Paris est 22:00 UTC", () => {
    const week = weekBounds(new Date("2026-07-15T10:00:00Z"));
    expect(week.weekStart).toBe("2026-07-13");
    expect(week.start.toISOString()).toBe("2026-07-12T22:00:00.000Z");
  });

  it("dimanche soir à Paris (22:30 UTC = 23:30) appartient encore à la semaine du lundi précédent", () => {
    const week = weekBounds(new Date("2026-01-18T22:30:00Z"));
    expect(week.weekStart).toBe("2026-01-12");
    // Lundi 00:30 à Paris, alors qu'il est encore dimanche en UTC : nouvelle semaine.
    expect(weekBounds(new Date("2026-01-18T23:30:00Z")).weekStart).toBe("2026-01-19");
  });

  it("la semaine du passage à l'heure d'été (29 mars 2026) dure 167 heures", () => {
    const week = weekBounds(new Date("2026-03-27T12:00:00Z"));
    expect(week.weekStart).toBe("2026-03-23");
    expect(week.start.toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect((week.end.getTime() - week.start.getTime()) / 3600_000).toBe(167);
  });

  it("la semaine du passage à l'heure d'hiver (25 octobre 2026) dure 169 heures", () => {
    const week = weekBounds(new Date("2026-10-25T20:00:00Z"));
    expect(week.weekStart).toBe("2026-10-19");
    expect((week.end.getTime() - week.start.getTime()) / 3600_000).toBe(169);
  });

  it("un lundi à 00:00 pile ouvre la semaine, la seconde précédente ferme l'autre", () => {
    const week = weekBounds(new Date("2026-01-12T00:00:00+01:00"));
    expect(isWithin("2026-01-11T23:00:00.000Z", week)).toBe(true);
    expect(isWithin("2026-01-11T22:59:59.999Z", week)).toBe(false);
  });
});

describe("le mois est le mois calendaire de Paris", () => {
  it("du 1er à 00:00 au 1er du mois suivant", () => {
    const month = monthBounds(new Date("2026-11-21T05:30:00Z"));
    expect(month.start.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(month.end.toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("le soir du 31 décembre à 23:30 à Paris est encore en décembre ; 00:30 le 1er janvier est en janvier", () => {
    expect(monthBounds(new Date("2026-12-31T22:30:00Z")).start.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    const january = monthBounds(new Date("2026-12-31T23:30:00Z"));
    expect(january.start.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(january.end.toISOString()).toBe("2027-01-31T23:00:00.000Z");
  });

  it("mars 2026 (changement d'heure) commence en hiver et finit en été", () => {
    const march = monthBounds(new Date("2026-03-15T12:00:00Z"));
    expect(march.start.toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(march.end.toISOString()).toBe("2026-03-31T22:00:00.000Z");
  });
});

describe("abandon : une pratique en cours depuis plus d'une heure est abandonnée", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  it("coupe à une heure exactement", () => {
    expect(abandonCutoff(now)).toBe("2026-11-21T11:00:00.000Z");
  });
  it("s'applique seulement aux pratiques en cours", () => {
    expect(effectiveStatus({ status: "in_progress", createdAt: "2026-11-21T10:59:59.000Z" }, now)).toBe("abandoned");
    expect(effectiveStatus({ status: "in_progress", createdAt: "2026-11-21T11:30:00.000Z" }, now)).toBe("in_progress");
    expect(effectiveStatus({ status: "completed", createdAt: "2026-11-01T10:00:00.000Z" }, now)).toBe("completed");
  });
});

describe("récompenses : un niveau par tranche de 7 pratiques terminées dans la semaine", () => {
  it("aucun niveau avant 7, la barre avance de 1/7 par pratique", () => {
    const state = rewardState(6, []);
    expect(state.earnedLevels).toEqual([]);
    expect(state.claimableLevel).toBeNull();
    expect(state.progress).toBe(6);
    expect(state.progressPercent).toBe(86);
  });

  it("7 pratiques : niveau 1 réclamable, bouton « 7 », barre à zéro", () => {
    const state = rewardState(7, []);
    expect(state.claimableLevel).toBe(1);
    expect(levelPractices(state.claimableLevel!)).toBe(7);
    expect(state.progress).toBe(0);
  });

  it("15 pratiques, niveau 1 réclamé : le niveau 2 (14) reste à réclamer", () => {
    const state = rewardState(15, [1]);
    expect(state.earnedLevels).toEqual([1, 2]);
    expect(state.claimedLevels).toEqual([1]);
    expect(state.claimableLevel).toBe(2);
    expect(levelPractices(2)).toBe(14);
    expect(state.progress).toBe(1);
  });

  it("tout réclamé : plus rien à réclamer", () => {
    expect(rewardState(14, [2, 1]).claimableLevel).toBeNull();
  });

  it("une réclamation n'est acceptée que si le niveau est gagné, et une seule fois", () => {
    expect(claimRefusal(1, 6, [])).toBe("not-earned");
    expect(claimRefusal(2, 13, [1])).toBe("not-earned");
    expect(claimRefusal(0, 30, [])).toBe("not-earned");
    expect(claimRefusal(1.5, 30, [])).toBe("not-earned");
    expect(claimRefusal(1, 7, [])).toBeNull();
    expect(claimRefusal(1, 7, [1])).toBe("already-claimed");
  });
});

describe("graphique des 4 dernières semaines", () => {
  it("28 jours de Paris, aujourd'hui en dernier, chaque pratique comptée dans son jour parisien", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const days = dailyCounts(["2026-11-20T23:30:00Z", "2026-11-21T08:00:00Z", "2026-11-20T12:00:00Z", "2026-10-01T10:00:00Z"], now);
    expect(days).toHaveLength(28);
    expect(days.at(-1)).toEqual({ day: "2026-11-21", count: 2 });
    expect(days.at(-2)).toEqual({ day: "2026-11-20", count: 1 });
    expect(days[0]!.day).toBe("2026-10-25");
    expect(parisDay(chartStart(now))).toBe("2026-10-25");
    // 25 octobre 2026 : jour du passage à l'heure d'hiver, minuit à Paris = 22:00 UTC la veille.
    expect(chartStart(now).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    // The window's edges: Paris midnight of its first day counts, the millisecond before it does not.
    const edges = dailyCounts(
      ["2026-10-24T22:00:00.000Z", "2026-10-24T21:59:59.999Z", "2026-11-21T22:59:59.999Z", "2026-11-21T23:00:00Z"],
      now,
    );
    expect(edges.map((d) => d.count).reduce((a, b) => a + b)).toBe(2);
    expect([edges[0]!.count, edges.at(-1)!.count]).toEqual([1, 1]);
    // Another day, then the first again: each gets its own days.
    expect(dailyCounts([], new Date("2026-11-22T10:00:00Z")).at(-1)!.day).toBe("2026-11-22");
    expect(dailyCounts([], now).at(-1)!.day).toBe("2026-11-21");
  });

  it("au passage à l'heure d'été : 28 jours qui se suivent, chacun une fois, le bon jour pour 0 h 30 à Paris", () => {
    const now = new Date("2026-04-10T21:30:00Z"); // 23 h 30 à Paris, le 10 avril
    const days = dailyCounts(["2026-03-28T23:30:00Z", "2026-04-09T22:30:00Z"], now);
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 28 }, (_, i) => new Date(Date.UTC(2026, 2, 14 + i)).toISOString().slice(0, 10)),
    );
    expect(days.find((d) => d.day === "2026-03-29")?.count).toBe(1); // 00 h 30 le 29 mars à Paris
    expect(days.find((d) => d.day === "2026-04-10")?.count).toBe(1); // 00 h 30 le 10 avril à Paris
  });
});

describe("l'heure de Paris, une recherche de fuseau par heure UTC", () => {
  const intl = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
  function expected(time: number) {
    const p: Record<string, string> = {};
    for (const part of intl.formatToParts(new Date(time))) p[part.type] = part.value;
    return {
      year: +p.year!,
      month: +p.month!,
      day: +p.day!,
      hour: +p.hour!,
      minute: +p.minute!,
      second: +p.second!,
      weekday: WEEKDAYS[p.weekday!],
    };
  }

  it("donne la même date et heure qu'Intl, minute après minute autour des deux changements d'heure", () => {
    for (const around of ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z", "2027-03-28T01:00:00Z"]) {
      const center = Date.parse(around);
      for (let t = center - 3 * 3_600_000; t <= center + 3 * 3_600_000; t += 59_000) {
        expect(parisParts(new Date(t)), new Date(t).toISOString()).toEqual(expected(t));
      }
    }
  });

  it("donne la même date et heure qu'Intl sur dix ans, à des instants quelconques", () => {
    let t = Date.parse("2024-01-01T00:00:00Z");
    while (t < Date.parse("2034-01-01T00:00:00Z")) {
      expect(parisParts(new Date(t)), new Date(t).toISOString()).toEqual(expected(t));
      t += 86_400_000 * 3 + 3_600_000 * 7 + 61_013;
    }
  });
});
