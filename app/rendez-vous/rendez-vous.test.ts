/** Issue 44: the rules of « Mes rendez-vous » that need no database. */
import { describe, expect, it } from "vitest";
import { rendezVousActionSchema } from "./forms";
import { daysInWords } from "./messages";
import { spacedDays } from "./reminders.server";
import { reminderPath } from "./paths.server";
import { parseWithZod } from "@conform-to/zod";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return parseWithZod(data, { schema: rendezVousActionSchema });
};

describe("spacing reminders out after three unopened ones", () => {
  it("keeps every other chosen day, never none", () => {
    expect(spacedDays([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 3, 5, 7]);
    expect(spacedDays([1, 3, 5])).toEqual([1, 5]);
    expect(spacedDays([4])).toEqual([4]);
  });
});

describe("what a rendez-vous opens", () => {
  it("opens the tool, the chooser for the mood, the catalogue for a practice", () => {
    expect(reminderPath("tool", "peur")).toBe("/practice/peur");
    expect(reminderPath("tool", "respiration")).toBe("/trois-gestes/introduction");
    expect(reminderPath("mood", null)).toBe("/practice");
    expect(reminderPath("practice", null)).toBe("/tools");
    expect(reminderPath("tool", "inconnu")).toBe("/tools");
  });
});

describe("the reminder form", () => {
  it("reads several days, and one", () => {
    const many = form([
      ["intent", "save"],
      ["days", "1"],
      ["days", "5"],
      ["time", "08:00"],
      ["purpose", "mood"],
    ]);
    expect(many.status).toBe("success");
    expect(many.status === "success" && many.value.intent === "save" && many.value.days).toEqual([1, 5]);
    const one = form([
      ["intent", "save"],
      ["days", "7"],
      ["time", "21:30"],
      ["purpose", "practice"],
      ["timeZone", "America/Montreal"],
    ]);
    expect(one.status === "success" && one.value.intent === "save" && one.value.days).toEqual([7]);
  });

  it("says in French what is missing", () => {
    const refused = form([
      ["intent", "save"],
      ["time", "8h"],
      ["purpose", "tool"],
      ["timeZone", "Lune/Mer"],
    ]);
    expect(refused.status).toBe("error");
    const errors = refused.reply().error ?? {};
    expect(errors.days).toEqual(["Choisissez au moins un jour."]);
    expect(errors.time).toEqual(["Indiquez une heure, par exemple 08:00."]);
    expect(errors.timeZone).toEqual(["Choisissez un fuseau horaire de la liste, par exemple Europe/Paris."]);
  });

  it("wants both ends of the quiet hours, or neither", () => {
    expect(
      form([
        ["intent", "settings"],
        ["quietStart", "22:00"],
      ]).status,
    ).toBe("error");
    expect(
      form([
        ["intent", "settings"],
        ["quietStart", "22:00"],
        ["quietEnd", "07:00"],
      ]).status,
    ).toBe("success");
  });
});

describe("days in words", () => {
  it("reads like a sentence", () => {
    expect(daysInWords([1, 3, 5])).toBe("le lundi, le mercredi et le vendredi");
    expect(daysInWords([1, 2, 3, 4, 5, 6, 7])).toBe("tous les jours");
  });

  it("reads three days or more in a row as a span", () => {
    expect(daysInWords([1, 2, 3, 4, 5])).toBe("du lundi au vendredi");
    expect(daysInWords([5, 4, 3, 2, 1])).toBe("du lundi au vendredi");
    expect(daysInWords([1, 2, 3, 6])).toBe("du lundi au mercredi et le samedi");
    expect(daysInWords([6, 7])).toBe("le samedi et le dimanche");
    expect(daysInWords([1, 2, 4, 5, 6, 7])).toBe("le lundi, le mardi et du jeudi au dimanche");
    expect(daysInWords([3])).toBe("le mercredi");
    expect(daysInWords([])).toBe("");
  });
});
