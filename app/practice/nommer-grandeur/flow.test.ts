import { describe, expect, it } from "vitest";
import { grandeurActText, INITIAL_GRANDEUR, moveGrandeur, parseGrandeurDraft, type GrandeurState } from "./flow";

describe("Nommer sa Grandeur steps", () => {
  it("refuses an empty step 1 and step 2 with the spec's words", () => {
    expect(moveGrandeur(INITIAL_GRANDEUR, "next").error?.message).toBe("Merci de nommer votre grandeur avant de continuer");
    const s2: GrandeurState = { step: 2, answers: { grandeur: "La fidélité", misere: "   " } };
    const moved = moveGrandeur(s2, "next");
    expect(moved.error?.message).toBe("Merci de nommer la misère correspondante avant de continuer");
    expect(moved.state.step).toBe(2);
  });

  it("moves forward and names the step whose answer is saved", () => {
    const one = moveGrandeur({ step: 1, answers: { grandeur: "Ma fidélité" } }, "next");
    expect(one).toMatchObject({ error: null, finished: false, saveStep: 1, state: { step: 2 } });
    const two = moveGrandeur({ step: 2, answers: { grandeur: "Ma fidélité", misere: "L'abandon" } }, "next");
    expect(two).toMatchObject({ saveStep: 2, state: { step: 3 } });
  });

  it("goes back from steps 2 and 3 without checking and without saving", () => {
    expect(moveGrandeur({ step: 3, answers: {} }, "previous")).toMatchObject({ error: null, saveStep: null, state: { step: 2 } });
    expect(moveGrandeur({ step: 1, answers: {} }, "previous").state.step).toBe(1);
  });

  it("finishes with at least one act field, and sends a tampered end back to what is missing", () => {
    const base = { grandeur: "Ma fidélité", misere: "L'abandon" };
    expect(moveGrandeur({ step: 3, answers: base }, "finish").error?.message).toBe("Merci de renseigner au moins un champ de l'acte");
    expect(moveGrandeur({ step: 3, answers: { ...base, quand: "samedi" } }, "finish")).toMatchObject({ finished: true, error: null });
    expect(moveGrandeur({ step: 3, answers: { quand: "samedi" } }, "finish")).toMatchObject({ finished: false, state: { step: 1 } });
  });

  it("reads a broken draft as a fresh start", () => {
    expect(parseGrandeurDraft("{oops")).toEqual(INITIAL_GRANDEUR);
    expect(parseGrandeurDraft({ step: 9, answers: { grandeur: 3, acte: "x" } })).toEqual({ step: 3, answers: { acte: "x" } });
  });
});

describe("Nommer sa Grandeur act", () => {
  it("is the act followed by the 'Où : ', 'Quand : ', 'Comment : ' lines that were filled", () => {
    expect(grandeurActText({ acte: "Rendre visite à Paul", ou: "chez lui", quand: "samedi", comment: "en cuisinant" })).toBe(
      "Rendre visite à Paul\nOù\u00a0: chez lui\nQuand\u00a0: samedi\nComment\u00a0: en cuisinant",
    );
    expect(grandeurActText({ quand: " samedi " })).toBe("Mon acte de grandeur\nQuand\u00a0: samedi");
  });
  it("is never titled by its where line: an act with only « Où » has a title of its own (issue 30)", () => {
    const text = grandeurActText({ acte: "  ", ou: "Dans mon salon" });
    expect(text.split("\n")[0]).toBe("Mon acte de grandeur");
    expect(text).toBe("Mon acte de grandeur\nOù\u00a0: Dans mon salon");
    expect(grandeurActText({})).toBe("");
  });
});
