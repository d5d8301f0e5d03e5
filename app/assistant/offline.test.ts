import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/practice/content/catalogue";
import { TEACHING_QUOTES } from "~/practice/content/teaching-quotes";
import { startPath } from "~/practice/catalogue";
import { toolDisplayName } from "~/practice/messages";
import { ASSISTANT_MESSAGES } from "./messages";
import { offlineAnswer } from "./offline";
import { asksForTeaching, feelingOf, FEELINGS, namedPractice } from "./offline-intents";

const ALL_QUOTES = Object.values(TEACHING_QUOTES).flat();

describe("the offline assistant keeps its greeting's promises (issue 30, item 6)", () => {
  it("explains every practice of the catalogue asked by name, with its link", () => {
    for (const entry of CATALOGUE) {
      const name = toolDisplayName(entry.toolId);
      const answer = offlineAnswer(`Explique-moi ${name}`);
      expect(answer.toolId, name).toBe(entry.toolId);
      expect(answer.text).toContain(`[${name}](${startPath(entry.toolId)})`);
      expect(answer.text).not.toBe(ASSISTANT_MESSAGES.greeting);
    }
  });

  it("explains Les 3 Gestes: the three gestures, their transformation and the two ways to live it", () => {
    const answer = offlineAnswer("Explique-moi Les 3 Gestes");
    expect(answer.toolId).toBe("respiration");
    expect(answer.text).toContain("[Les 3 Gestes](/trois-gestes/introduction)");
    expect(answer.text).toMatch(/le conflit devient paix, le rejet devient miséricorde, le mépris devient reconnaissance/);
    expect(answer.text).toContain("(/practice/trois-gestes-guided)");
    expect(answer.text).toContain("(/practice/trois-gestes-ecrit)");
    expect(namedPractice("c'est quoi les trois gestes ?")).toBe("respiration");
    expect(namedPractice("Parle-moi du 100% responsable")).toBe("responsable");
    expect(namedPractice("La table de la paix, ça marche comment ?")).toBe("table_paix");
  });

  it("offers a teaching sentence from the app's own content, in « … », when asked", () => {
    for (const ask of [
      "Donne-moi une phrase d'enseignement",
      "Tu as une citation de sagesse ?",
      "Un bonbon d'enseignement, s'il te plaît",
    ]) {
      expect(asksForTeaching(ask), ask).toBe(true);
      const answer = offlineAnswer(ask);
      const quoted = /«\u00a0(.+?)\u00a0»/.exec(answer.text)?.[1];
      expect(quoted, ask).toBeDefined();
      expect(ALL_QUOTES).toContain(quoted);
      expect(answer.text).toMatch(/^Voici une phrase d'enseignement, tirée de \[[^\]]+\]\(\/practice\/[a-z_]+\)/);
    }
    const onFear = offlineAnswer("Une phrase d'enseignement sur la peur");
    expect(onFear.toolId).toBe("peur");
    expect(TEACHING_QUOTES.peur).toContain(/«\u00a0(.+?)\u00a0»/.exec(onFear.text)?.[1]);
  });

  it("answers a common feeling with a fitting practice, never the greeting again", () => {
    const cases: Array<[string, string]> = [
      ["Je suis fatigué, que me conseilles-tu ?", "mantra"],
      ["Je suis épuisée", "mantra"],
      ["Je suis triste depuis ce matin", "dialogue"],
      ["Je me sens seule ce soir", "dialogue"],
      ["Je suis stressé par le travail", "mantra"],
      ["J'ai honte de moi", "critique"],
      ["Je suis en colère contre mon frère", "table_paix"],
      ["J'ai peur de demain", "peur"],
      ["Je suis anxieuse", "peur"],
      ["Je me sens coupable", "ecriture_libre"],
      ["Je suis jaloux de mon collègue", "jalousie"],
      ["Je me sens rejetée", "respiration"],
    ];
    for (const [message, toolId] of cases) {
      const answer = offlineAnswer(message);
      expect(answer.toolId, message).toBe(toolId);
      expect(answer.text).toContain(`[${toolDisplayName(toolId)}](${startPath(toolId)})`);
      expect(answer.text).not.toBe(ASSISTANT_MESSAGES.greeting);
    }
    expect(offlineAnswer("Je me sens seule ce soir").text).toContain("[Forum d'entraide](/forum)");
  });

  it("does not read a feeling in a word that only begins like one", () => {
    expect(feelingOf("Je veux seulement une pratique courte")).toBeNull();
    expect(feelingOf("Évidemment, je suis d'accord")).toBeNull();
    expect(feelingOf("Du courage")).toBeNull();
  });

  it("speaks « vous » in its own words: the greeting's three kinds of request and the fallback (decision 0330)", () => {
    for (const message of ["Explique-moi La Peur", "Donne-moi une phrase d'enseignement", "Je suis fatigué", "La météo de demain"]) {
      const own = offlineAnswer(message)
        .text.replace(/«[^»]*»/g, "")
        .replace(/\d+\. [^;.]+/g, "");
      expect(own, message).not.toMatch(/(^|[^\p{L}])(tu|te|ton|ta|tes|toi)([^\p{L}]|$)|(^|[^\p{L}])t'/iu);
    }
    for (const feeling of FEELINGS)
      expect(`${feeling.welcome} ${feeling.also ?? ""}`).not.toMatch(/(^|[^\p{L}])(tu|te|ton|ta|tes|toi)([^\p{L}]|$)|(^|[^\p{L}])t'/iu);
  });

  it("is deterministic", () => {
    expect(offlineAnswer("Donne-moi une phrase d'enseignement").text).toBe(offlineAnswer("Donne-moi une phrase d'enseignement").text);
  });
});
