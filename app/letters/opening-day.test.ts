import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import {
  addYears,
  dayIn,
  formatDay,
  isCalendarDay,
  letterState,
  openingDayFault,
  openingRange,
  startOfDayIn,
  timeZoneOrDefault,
} from "./opening-day";
import { sealedLetterSchema } from "./validation";

const at = (iso: string) => new Date(iso);

describe("une lettre se scelle de demain à cinq ans, dans le fuseau de la personne", () => {
  it("demain et dans cinq ans, à Paris, comptés au jour de Paris", () => {
    // 23:30 à Paris le 31 décembre 2026 (22:30 UTC) : demain est le 1er janvier 2027.
    expect(openingRange("Europe/Paris", at("2026-12-31T22:30:00Z"))).toEqual({ first: "2027-01-01", last: "2031-12-31" });
    // 00:30 à Paris le 1er janvier (23:30 UTC la veille) : c'est déjà le 1er, demain est le 2.
    expect(openingRange("Europe/Paris", at("2026-12-31T23:30:00Z"))).toEqual({ first: "2027-01-02", last: "2032-01-01" });
  });
  it("à Montréal, le même instant est encore la veille", () => {
    expect(dayIn("America/Montreal", at("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(openingRange("America/Montreal", at("2026-12-31T23:30:00Z")).first).toBe("2027-01-01");
  });
  it("refuse aujourd'hui et hier, accepte demain ; refuse le lendemain des cinq ans", () => {
    const now = at("2026-11-29T10:00:00Z");
    expect(openingDayFault("2026-11-29", "Europe/Paris", now)).toBe("too-soon");
    expect(openingDayFault("2026-11-28", "Europe/Paris", now)).toBe("too-soon");
    expect(openingDayFault("2026-11-30", "Europe/Paris", now)).toBeNull();
    expect(openingDayFault("2031-11-29", "Europe/Paris", now)).toBeNull();
    expect(openingDayFault("2031-11-30", "Europe/Paris", now)).toBe("too-far");
  });
  it("refuse ce qui n'est pas un jour du calendrier", () => {
    for (const day of ["", "2027-02-30", "2027-13-01", "27-01-01", "2027-1-1", "demain"]) {
      expect(isCalendarDay(day), day).toBe(false);
      expect(openingDayFault(day, "Europe/Paris", at("2026-11-29T10:00:00Z"))).toBe("not-a-day");
    }
    expect(isCalendarDay("2028-02-29")).toBe(true);
  });
  it("un 29 février devient le 28 cinq ans plus tard", () => {
    expect(addYears("2028-02-29", 5)).toBe("2033-02-28");
    expect(addYears("2026-11-29", 5)).toBe("2031-11-29");
  });
  it("un fuseau inconnu, vide ou absent devient Europe/Paris", () => {
    expect(timeZoneOrDefault("America/Montreal")).toBe("America/Montreal");
    expect(timeZoneOrDefault("Mars/Olympus")).toBe("Europe/Paris");
    expect(timeZoneOrDefault("")).toBe("Europe/Paris");
    expect(timeZoneOrDefault(undefined)).toBe("Europe/Paris");
  });
});

describe("la lettre s'ouvre au premier instant de son jour, là où elle a été écrite", () => {
  it("minuit à Paris, en hiver (UTC+1) et en été (UTC+2)", () => {
    expect(startOfDayIn("2027-01-15", "Europe/Paris").toISOString()).toBe("2027-01-14T23:00:00.000Z");
    expect(startOfDayIn("2027-07-15", "Europe/Paris").toISOString()).toBe("2027-07-14T22:00:00.000Z");
  });
  it("les deux dimanches du changement d'heure à Paris : minuit y existe, avant le changement", () => {
    expect(startOfDayIn("2027-03-28", "Europe/Paris").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(startOfDayIn("2027-03-29", "Europe/Paris").toISOString()).toBe("2027-03-28T22:00:00.000Z");
    expect(startOfDayIn("2027-10-31", "Europe/Paris").toISOString()).toBe("2027-10-30T22:00:00.000Z");
    expect(startOfDayIn("2027-11-01", "Europe/Paris").toISOString()).toBe("2027-10-31T23:00:00.000Z");
  });
  it("à Montréal (UTC−5 l'hiver), et là où minuit saute (Santiago, septembre : 00:00 → 01:00)", () => {
    expect(startOfDayIn("2027-01-15", "America/Montreal").toISOString()).toBe("2027-01-15T05:00:00.000Z");
    // Chile moves its clocks forward at 00:00 on the first Sunday of September: the day begins at 01:00.
    const santiago = startOfDayIn("2027-09-05", "America/Santiago");
    expect(dayIn("America/Santiago", santiago)).toBe("2027-09-05");
    expect(dayIn("America/Santiago", new Date(santiago.getTime() - 60_000))).toBe("2027-09-04");
  });
  it("aux deux bouts du monde (Kiritimati UTC+14, Pago Pago UTC−11)", () => {
    expect(startOfDayIn("2027-01-15", "Pacific/Kiritimati").toISOString()).toBe("2027-01-14T10:00:00.000Z");
    expect(startOfDayIn("2027-01-15", "Pacific/Pago_Pago").toISOString()).toBe("2027-01-15T11:00:00.000Z");
  });
});

describe("scellée, puis en attente, puis ouverte", () => {
  const opensAt = "2027-01-14T23:00:00.000Z";
  it("scellée jusqu'à son instant, même si elle se dit ouverte", () => {
    expect(letterState({ opensAt, openedAt: null }, at("2027-01-14T22:59:59.999Z"))).toBe("sealed");
    expect(letterState({ opensAt, openedAt: "2027-01-14T22:00:00Z" }, at("2027-01-14T22:59:59Z"))).toBe("sealed");
  });
  it("en attente dès son instant, ouverte quand on l'a ouverte", () => {
    expect(letterState({ opensAt, openedAt: null }, at(opensAt))).toBe("waiting");
    expect(letterState({ opensAt, openedAt: "2027-01-15T08:00:00Z" }, at("2027-01-15T08:00:00Z"))).toBe("opened");
  });
  it("le jour s'écrit en français", () => {
    expect(formatDay("2027-03-21")).toBe("21 mars 2027");
    expect(formatDay("2027-01-01")).toBe("1 janvier 2027");
  });
});

describe("le formulaire de la lettre (conform, navigateur et serveur)", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const tomorrow = openingRange("Europe/Paris", new Date()).first;
  it("accepte une lettre pour demain, et garde le fuseau du navigateur", () => {
    const submission = parseWithZod(form({ content: " Chère moi ", opensOn: tomorrow, timeZone: "Europe/Paris" }), {
      schema: sealedLetterSchema,
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      content: "Chère moi",
      opensOn: tomorrow,
      timeZone: "Europe/Paris",
    });
  });
  it("sans fuseau (sans JavaScript), Europe/Paris", () => {
    const submission = parseWithZod(form({ content: "Chère moi", opensOn: tomorrow }), { schema: sealedLetterSchema });
    expect(submission.status === "success" && submission.value.timeZone).toBe("Europe/Paris");
  });
  it("refuse aujourd'hui en français, et garde ce qui a été écrit", () => {
    const today = dayIn("Europe/Paris", new Date());
    const submission = parseWithZod(form({ content: "Mes mots", opensOn: today }), { schema: sealedLetterSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ opensOn: ["Choisissez un jour à partir de demain."] });
    expect(submission.reply().initialValue).toMatchObject({ content: "Mes mots", opensOn: today });
  });
  it("refuse une lettre vide et un jour absent, chacun à côté de son champ", () => {
    const submission = parseWithZod(form({ content: "  ", opensOn: "" }), { schema: sealedLetterSchema });
    expect(submission.reply().error).toMatchObject({
      content: ["Écrivez votre lettre."],
      opensOn: ["Choisissez le jour où elle s'ouvrira."],
    });
  });
  it("refuse un jour à plus de cinq ans et une date qui n'existe pas", () => {
    const far = addYears(dayIn("Europe/Paris", new Date()), 6);
    expect(parseWithZod(form({ content: "x", opensOn: far }), { schema: sealedLetterSchema }).reply().error).toEqual({
      opensOn: ["Choisissez un jour dans les cinq ans qui viennent."],
    });
    expect(parseWithZod(form({ content: "x", opensOn: "2027-02-30" }), { schema: sealedLetterSchema }).reply().error?.opensOn?.[0]).toMatch(
      /Cette date n'existe pas/,
    );
  });
});
