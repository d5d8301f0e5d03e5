import { describe, expect, it } from "vitest";
import { firstNoticeAt, letterNoticeAt, type PersonHours } from "./announce";
import { startOfDayIn } from "./opening-day";

const t = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const paris = (extra: Partial<PersonHours> = {}): PersonHours => ({ timeZone: "Europe/Paris", ...extra });

describe("l'avis d'une lettre attend 09:00 de son jour, dans le fuseau de la lettre", () => {
  it("à Paris, le dimanche du passage à l'heure d'été : la lettre s'ouvre à minuit, l'avis part à 09:00 (07:00 UTC)", () => {
    const letter = { opensOn: "2027-03-28", timeZone: "Europe/Paris" };
    expect(startOfDayIn(letter.opensOn, letter.timeZone).toISOString()).toBe("2027-03-27T23:00:00.000Z");
    // À 00:30 heure de Paris, rien ne part : l'avis attend 09:00 (heure d'été, UTC+2).
    expect(iso(letterNoticeAt(letter, null, t("2027-03-27T23:30:00Z")))).toBe("2027-03-28T07:00:00.000Z");
    expect(iso(firstNoticeAt(letter.opensOn, letter.timeZone))).toBe("2027-03-28T07:00:00.000Z");
  });

  it("à Paris, le dimanche du retour à l'heure d'hiver : 09:00 est 08:00 UTC", () => {
    expect(iso(letterNoticeAt({ opensOn: "2027-10-31", timeZone: "Europe/Paris" }, paris(), t("2027-10-30T22:00:00Z")))).toBe(
      "2027-10-31T08:00:00.000Z",
    );
  });

  it("à Montréal, la veille et le jour du passage à l'heure d'été", () => {
    const montreal = { timeZone: "America/Montreal" };
    expect(iso(letterNoticeAt({ opensOn: "2027-03-13", ...montreal }, montreal, t("2027-03-13T05:00:00Z")))).toBe(
      "2027-03-13T14:00:00.000Z",
    );
    expect(iso(letterNoticeAt({ opensOn: "2027-03-14", ...montreal }, montreal, t("2027-03-14T05:00:00Z")))).toBe(
      "2027-03-14T13:00:00.000Z",
    );
  });

  it("une fois l'heure venue, l'avis part à l'instant où le cron le lit", () => {
    const now = t("2027-03-21T10:17:00Z");
    expect(letterNoticeAt({ opensOn: "2027-03-21", timeZone: "Europe/Paris" }, paris(), now)).toBe(now);
    expect(letterNoticeAt({ opensOn: "2027-03-01", timeZone: "Europe/Paris" }, null, now)).toBe(now);
  });
});

describe("jamais pendant les heures calmes de la personne, dans son fuseau", () => {
  const letter = { opensOn: "2027-03-28", timeZone: "Europe/Paris" };

  it("des heures calmes qui passent minuit (22:00 → 09:30) : à 09:30, le jour du passage à l'heure d'été", () => {
    const person = paris({ quietStart: "22:00", quietEnd: "09:30" });
    expect(iso(letterNoticeAt(letter, person, t("2027-03-27T23:30:00Z")))).toBe("2027-03-28T07:30:00.000Z");
  });

  it("des heures calmes qui ne couvrent pas 09:00 (22:00 → 07:00) ne changent rien", () => {
    expect(iso(letterNoticeAt(letter, paris({ quietStart: "22:00", quietEnd: "07:00" }), t("2027-03-27T23:30:00Z")))).toBe(
      "2027-03-28T07:00:00.000Z",
    );
  });

  it("des heures calmes dans la journée (08:00 → 10:30) : à 10:30", () => {
    expect(iso(letterNoticeAt(letter, paris({ quietStart: "08:00", quietEnd: "10:30" }), t("2027-03-27T23:30:00Z")))).toBe(
      "2027-03-28T08:30:00.000Z",
    );
  });

  it("lu tard le soir (23:15, heures calmes 22:00 → 07:00) : le lendemain à 07:00", () => {
    const person = paris({ quietStart: "22:00", quietEnd: "07:00" });
    expect(iso(letterNoticeAt({ opensOn: "2027-03-21", timeZone: "Europe/Paris" }, person, t("2027-03-21T22:15:00Z")))).toBe(
      "2027-03-22T06:00:00.000Z",
    );
  });

  it("lu après minuit, encore dans les heures calmes (00:40, 22:00 → 07:00) : le jour même à 07:00", () => {
    const person = paris({ quietStart: "22:00", quietEnd: "07:00" });
    expect(iso(letterNoticeAt({ opensOn: "2027-03-21", timeZone: "Europe/Paris" }, person, t("2027-03-21T23:40:00Z")))).toBe(
      "2027-03-22T06:00:00.000Z",
    );
  });

  it("une lettre scellée à Paris, lue par une personne à Montréal : ses heures calmes à elle (22:00 → 08:00)", () => {
    // 09:00 à Paris le 21 mars 2027 = 08:00 UTC = 04:00 à Montréal (heure d'été) : l'avis attend 08:00 là-bas.
    const person: PersonHours = { timeZone: "America/Montreal", quietStart: "22:00", quietEnd: "08:00" };
    expect(iso(letterNoticeAt({ opensOn: "2027-03-21", timeZone: "Europe/Paris" }, person, t("2027-03-20T23:00:00Z")))).toBe(
      "2027-03-21T12:00:00.000Z",
    );
  });
});

describe("une pause, un arrêt", () => {
  const letter = { opensOn: "2027-03-28", timeZone: "Europe/Paris" };

  it("pendant une pause, l'avis attend 09:00 le jour où elle finit", () => {
    expect(iso(letterNoticeAt(letter, paris({ pausedUntil: "2027-04-02" }), t("2027-03-28T07:00:00Z")))).toBe("2027-04-02T07:00:00.000Z");
    // Une pause finie avant le jour de la lettre ne change rien.
    expect(iso(letterNoticeAt(letter, paris({ pausedUntil: "2027-03-28" }), t("2027-03-27T23:00:00Z")))).toBe("2027-03-28T07:00:00.000Z");
  });

  it("une pause puis des heures calmes : après les deux", () => {
    const person = paris({ pausedUntil: "2027-04-02", quietStart: "06:00", quietEnd: "11:00" });
    expect(iso(letterNoticeAt(letter, person, t("2027-03-28T07:00:00Z")))).toBe("2027-04-02T09:00:00.000Z");
  });

  it("après « Arrêter tous mes rendez-vous », aucun avis", () => {
    expect(letterNoticeAt(letter, paris({ stopped: true }), t("2027-03-28T07:00:00Z"))).toBeNull();
  });
});
