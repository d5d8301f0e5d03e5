import { describe, expect, it } from "vitest";
import { BLOCKED_ENCOURAGEMENTS } from "../content/encouragements";
import { TOOL_CONTENT } from "../content/tools";
import { TOOL_IDS } from "../content/types";
import { firstStep, isAnswerRequired, isPeaceQuestionStep } from "../flow";
import { PRACTICE_MESSAGES as M } from "../messages";
import { initialRunState, intentEvent, peaceNote, refusalOf, transition, type RunState, type RunTool } from "./state";
import { runStateFromSearch, runUrl } from "./url";

const answered = { text: "Une réponse", hasAudio: false };
const empty = { text: "  ", hasAudio: false };
const toolOf = (toolId: string): RunTool => ({ toolId, stepCount: TOOL_CONTENT[toolId as keyof typeof TOOL_CONTENT].steps.length });

describe("Étape suivante, outil par outil : du premier pas à la fin", () => {
  for (const toolId of TOOL_IDS) {
    it(`${toolId} : chaque réponse fait avancer d'une étape, la dernière termine la session`, () => {
      const tool = toolOf(toolId);
      let state = initialRunState(firstStep(toolId), { loveWordSettled: true });
      const visited: number[] = [];
      for (let guard = 0; guard < 40; guard++) {
        visited.push(state.step);
        const moved = transition(tool, state, { type: "next", answer: answered });
        if (moved.effect.kind === "finish") {
          expect(moved.effect.saveFirst).toBe(true);
          expect(state.step).toBe(tool.stepCount);
          break;
        }
        if (isPeaceQuestionStep(toolId, state.step)) {
          expect(moved.state.peaceAsked).toBe(true);
          expect(moved.effect).toEqual({ kind: "save" });
          state = transition(tool, moved.state, { type: "peace", inPeace: false }).state;
          continue;
        }
        expect(moved.effect).toEqual({ kind: "save" });
        expect(moved.state.step).toBe(state.step + 1);
        state = moved.state;
      }
      expect(visited).toEqual(Array.from({ length: tool.stepCount - firstStep(toolId) + 1 }, (_, i) => i + firstStep(toolId)));
    });

    it(`${toolId} : une étape sans réponse est refusée là où une réponse est requise, et passe ailleurs`, () => {
      const tool = toolOf(toolId);
      for (let step = firstStep(toolId); step <= tool.stepCount; step++) {
        const moved = transition(tool, initialRunState(step, { loveWordSettled: true }), { type: "next", answer: empty });
        if (isAnswerRequired(toolId, step)) {
          expect(moved.state.refusal).toEqual({ title: M.answerRequiredTitle, message: M.answerRequired });
          expect(moved.state.step).toBe(step);
          expect(moved.effect).toEqual({ kind: "none" });
        } else {
          expect(moved.state.refusal).toBeNull();
        }
      }
    });
  }

  it("une réponse vocale suffit", () => {
    const moved = transition(toolOf("peur"), initialRunState(1), { type: "next", answer: { text: "", hasAudio: true } });
    expect(moved.state.step).toBe(2);
  });
  it("l'intro (étape 0) s'ouvre sur l'étape 1 sans réponse", () => {
    for (const toolId of ["table_paix", "jalousie", "dialogue"]) {
      expect(transition(toolOf(toolId), initialRunState(0), { type: "next", answer: empty }).state.step).toBe(1);
    }
  });
  it("changer d'étape ferme les panneaux et oublie le message de paix", () => {
    const open = initialRunState(2, {
      question: "blocked",
      encouragement: "Courage",
      peaceAnswer: "no",
      refusal: { title: "t", message: "m" },
    });
    expect(transition(toolOf("peur"), open, { type: "next", answer: answered }).state).toMatchObject({
      step: 3,
      question: "none",
      encouragement: null,
      peaceAnswer: null,
      refusal: null,
    });
  });
});

describe("100% Responsable : paix, douleur et mot d'amour", () => {
  const tool = toolOf("responsable");
  it("étapes 5 et 10 : Suivant pose la question de paix, sans changer d'étape", () => {
    for (const step of [5, 10]) {
      const moved = transition(tool, initialRunState(step), { type: "next", answer: answered });
      expect(moved.state).toMatchObject({ step, peaceAsked: true });
    }
  });
  it("« en paix » termine la session (sans sauvegarde de l'étape) et garde le message", () => {
    const moved = transition(tool, initialRunState(5, { peaceAsked: true }), { type: "peace", inPeace: true });
    expect(moved.effect).toEqual({ kind: "finish", saveFirst: false });
    expect(peaceNote(moved.state)).toBe(M.inPeaceMessage);
    expect(transition(tool, moved.state, { type: "finished" }).state.done).toBe(true);
  });
  it("« J'ai encore mal » passe à 6 (Pardon) ou 11 (Agir), avec le message", () => {
    // Step 10 has its own message, after the love word: it speaks of an act (issue 9).
    for (const [from, to, message] of [
      [5, 6, M.stillHurtingMessage],
      [10, 11, M.stillHurtingAfterLoveMessage],
    ] as const) {
      const moved = transition(tool, initialRunState(from, { peaceAsked: true }), { type: "peace", inPeace: false });
      expect(moved.state).toMatchObject({ step: to, peaceAsked: false, question: "none" });
      expect(peaceNote(moved.state)).toBe(message);
      expect(moved.effect.kind).toBe("none");
    }
  });
  it("étape 9 : le mot d'amour doit être enregistré ou passé avant de continuer", () => {
    const pending = transition(tool, initialRunState(9), { type: "next", answer: answered });
    expect(pending.state.refusal).toEqual({ title: M.loveWordTitle, message: M.loveWordPending });
    const settled = transition(tool, initialRunState(9), { type: "love-word-settled" }).state;
    expect(settled.loveWordSettled).toBe(true);
    expect(transition(tool, settled, { type: "next", answer: answered }).state.step).toBe(10);
    // Without text the form is not shown, and nothing holds the run back.
    expect(transition(tool, initialRunState(9), { type: "next", answer: { text: "", hasAudio: true } }).state.step).toBe(10);
  });
});

describe("les autres boutons", () => {
  const tool = toolOf("critique");
  it("Étape précédente recule, jamais avant la première étape, et sauve l'étape quittée", () => {
    expect(transition(tool, initialRunState(2), { type: "prev" })).toEqual({ state: initialRunState(1), effect: { kind: "save" } });
    expect(transition(tool, initialRunState(1), { type: "prev" }).state.step).toBe(1);
    expect(transition(toolOf("jalousie"), initialRunState(1), { type: "prev" }).state.step).toBe(0);
  });
  it("Sauvegarder ma pratique : refusé sans réponse, sinon une sauvegarde annoncée", () => {
    expect(transition(tool, initialRunState(2), { type: "save", answer: empty }).state.refusal).toEqual({
      title: M.answerMissingTitle,
      message: M.answerMissing,
    });
    expect(transition(tool, initialRunState(2), { type: "save", answer: answered })).toEqual({
      state: initialRunState(2),
      effect: { kind: "save-explicit" },
    });
  });
  it("la question et « Je bloque » ouvrent le panneau (après avoir sauvé la réponse), Fermer le referme", () => {
    const open = transition(tool, initialRunState(2), { type: "open-question" });
    expect(open).toEqual({ state: initialRunState(2, { question: "open" }), effect: { kind: "save" } });
    const blocked = transition(tool, open.state, { type: "open-blocked", encouragement: "Respirez." });
    expect(blocked.state).toMatchObject({ question: "blocked", encouragement: "Respirez." });
    expect(transition(tool, blocked.state, { type: "close-question" }).state).toEqual(initialRunState(2));
  });
  it("le guide des 9 marches se choisit, une saisie efface le refus, une reprise replace l'étape", () => {
    expect(transition(toolOf("9_marches"), initialRunState(1), { type: "choose-mode", mode: "audio" }).state.mode).toBe("audio");
    const refused = initialRunState(1, { refusal: { title: "t", message: "m" } });
    expect(transition(tool, refused, { type: "typed" }).state.refusal).toBeNull();
    const clean = initialRunState(1);
    expect(transition(tool, clean, { type: "typed" }).state).toBe(clean);
    expect(transition(tool, clean, { type: "resume", step: 3, done: true, mode: null }).state).toMatchObject({ step: 3, done: true });
  });
});

describe("les boutons des formulaires, avec ou sans JavaScript", () => {
  const extra = { inPeace: true, encouragement: () => "Respirez." };
  it("chaque intent devient son événement ; les écritures seules n'en ont pas", () => {
    expect(intentEvent("next", answered, extra)).toEqual({ type: "next", answer: answered });
    expect(intentEvent("prev", answered, extra)).toEqual({ type: "prev" });
    expect(intentEvent("save", empty, extra)).toEqual({ type: "save", answer: empty });
    expect(intentEvent("peace", answered, extra)).toEqual({ type: "peace", inPeace: true });
    expect(intentEvent("peace", answered, { encouragement: extra.encouragement })).toEqual({ type: "peace", inPeace: false });
    expect(intentEvent("open-question", answered, extra)).toEqual({ type: "open-question" });
    expect(intentEvent("open-blocked", answered, extra)).toEqual({ type: "open-blocked", encouragement: "Respirez." });
    expect(intentEvent("love-word-skip", answered, extra)).toEqual({ type: "love-word-settled" });
    for (const intent of ["act", "question", "love-word", "complete", "autosave", "start", "???"])
      expect(intentEvent(intent, answered, extra)).toBeNull();
  });
  it("seuls Suivant et Sauvegarder refusent ; un ancien refus ne rend pas la question refusée", () => {
    const refused = initialRunState(2, { refusal: { title: "t", message: "m" } });
    const open = { type: "open-question" } as const;
    expect(refusalOf(open, transition(toolOf("peur"), refused, open))).toBeNull();
    const next = { type: "next", answer: empty } as const;
    expect(refusalOf(next, transition(toolOf("peur"), initialRunState(2), next))).toEqual({
      title: M.answerRequiredTitle,
      message: M.answerRequired,
    });
  });
});

describe("l'état dans l'adresse (sans JavaScript)", () => {
  it("aller-retour de chaque paramètre", () => {
    const state: RunState = initialRunState(9, {
      done: true,
      peaceAsked: true,
      peaceAnswer: "no",
      loveWordSettled: true,
      question: "blocked",
      encouragement: BLOCKED_ENCOURAGEMENTS[3]!,
      mode: "written",
    });
    const url = runUrl("responsable", "s1", state);
    expect(url).toBe("/practice/responsable?sessionId=s1&step=9&done=1&peace=1&peaceAnswer=no&loveWord=1&blocked=3&mode=written");
    expect(runStateFromSearch("responsable", 11, new URL(url, "http://x").searchParams)).toEqual(state);
  });
  it("les valeurs par défaut sont omises ; une étape hors bornes est ramenée dans l'outil", () => {
    expect(runUrl("peur", null, initialRunState(3, { done: true }))).toBe("/practice/peur?step=3&done=1");
    expect(runUrl("peur", null)).toBe("/practice/peur");
    expect(runStateFromSearch("peur", 3, new URLSearchParams("step=99")).step).toBe(3);
    expect(runStateFromSearch("jalousie", 5, new URLSearchParams("")).step).toBe(0);
    expect(runStateFromSearch("peur", 3, new URLSearchParams(""), 2).step).toBe(2);
    expect(runStateFromSearch("peur", 3, new URLSearchParams("question=1&peaceAnswer=peut-être&mode=video"))).toMatchObject({
      question: "open",
      peaceAnswer: null,
      mode: null,
    });
  });
});
