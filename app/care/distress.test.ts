import { describe, expect, it } from "vitest";
import { anyDistress, detectDistress, foldFrench } from "./distress";

// Sentences a person might write on a hard day: each must show them where to find help.
const CRISES = [
  "Je veux en finir.",
  "je veux en finir avec la vie",
  "J'ai envie de mourir ce soir",
  "Je pense au suicide depuis des semaines.",
  "JE VAIS ME SUICIDER",
  "je vais me suicider",
  "Je n’ai plus envie de vivre",
  "Je ne veux plus vivre comme ça",
  "je veux plus exister",
  "Tout le monde serait mieux sans moi.",
  "Ma vie ne vaut rien",
  "J'ai des idées noires tout le temps",
  "des idees suicidaires me reviennent",
  "Hier soir j’ai pensé à me tuer",
  "Je me scarifie quand ça déborde",
  "je me coupe encore",
  "J'ai envie de me faire du mal",
  "Je voudrais ne plus me réveiller demain",
  "Je vais prendre tous mes médicaments",
  "Il me frappe quand il rentre",
  "Mon père me frappe",
  "Il menace de me tuer si je pars",
  "J'ai peur pour ma vie",
  "Je suis en danger chez moi",
  "J’ai fait une tentative de suicide l’an dernier et ça revient",
  "je suis un fardeau pour tout le monde",
  "Plus aucune raison de vivre.",
  "J’ai envie d’en finir",
  "Je préférerais mourir que de continuer",
  "j'ai MARRE DE VIVRE",
  "Je veux disparaître",
  "J'ai ri, j'étais morte de rire, mais au fond je veux mourir",
] as const;

// Sentences with a frightening word that are not a crisis: nothing must be shown.
const NOT_CRISES = [
  "J'étais mort de rire en lisant ça",
  "On va mourir de rire avec cette histoire",
  "Je meurs de faim, vivement midi",
  "Je joue aux cartes pour tuer le temps",
  "J'ai besoin d'en finir avec ce dossier avant vendredi",
  "Pour en finir avec cette dispute, j'ai appelé ma sœur",
  "Il fait une chaleur à mourir de chaud",
  "Ce film sur le suicide commercial d'une marque était drôle",
  "Cette chanson me tue, elle est trop belle",
  "Je veux vivre pleinement",
  "Aujourd'hui je me sens en paix",
  "J'ai mal au dos mais ça va mieux",
  "Je veux en finir avec mes vieilles habitudes",
  "La peur de mourir de honte devant tout le monde",
  "Il m'a frappé par sa gentillesse",
  "Je suis mort de fatigue après le travail",
  "Mon chat est mort l'an dernier, je pense encore à lui",
  "Je coupe les légumes pour le dîner",
  "J'ai pris mes médicaments ce matin comme prévu",
  "Je tue les pucerons du jardin",
] as const;

describe("distress detector: sentences that must show help", () => {
  for (const sentence of CRISES) {
    it(`« ${sentence} »`, () => {
      expect(detectDistress(sentence).flagged).toBe(true);
    });
  }
});

describe("distress detector: idioms and ordinary sentences are not crises", () => {
  for (const sentence of NOT_CRISES) {
    it(`« ${sentence} »`, () => {
      expect(detectDistress(sentence)).toEqual({ flagged: false, matches: [] });
    });
  }
});

describe("distress detector: folding", () => {
  it("ignores accents, case and curly apostrophes", () => {
    expect(foldFrench("J’ai PENSÉ à m’ôter la vie")).toBe("j'ai pense a m'oter la vie");
    expect(detectDistress("J’ai PENSÉ à m’ôter la vie").flagged).toBe(true);
  });
  it("does not match a phrase inside a longer word", () => {
    expect(detectDistress("les suicidologues se réunissent").flagged).toBe(false);
  });
  it("is empty for nothing", () => {
    expect(detectDistress("").flagged).toBe(false);
    expect(detectDistress(null).flagged).toBe(false);
  });
  it("anyDistress looks at every text", () => {
    expect(anyDistress("Un titre calme", "je veux mourir")).toBe(true);
    expect(anyDistress("Un titre calme", undefined, "un corps calme")).toBe(false);
  });
  it("the corpus has at least 40 sentences, with both kinds", () => {
    expect(CRISES.length + NOT_CRISES.length).toBeGreaterThanOrEqual(40);
    expect(NOT_CRISES.length).toBeGreaterThanOrEqual(15);
  });
});
