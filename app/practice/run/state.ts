/**
 * Where a practice run stands and how it moves (spec 2, §4 "Step flow", "responsable branches", §5).
 * Pure: the screen with JavaScript dispatches these events in React state, the action without it applies
 * the same ones to the state read from the URL and redirects to the URL of the result.
 */
import { handlerOf } from "~/utils/handler-of";
import { afterPeaceAnswer, nextOutcome, peaceMessage, previousStep, saveRefusal, type Answer, type Refusal } from "../flow";

type QuestionPanel = "none" | "open" | "blocked";
export type GuideMode = "audio" | "written";

export type RunState = {
  step: number;
  /** The end screen is shown. */
  done: boolean;
  /** responsable's 'Comment vous sentez-vous maintenant ?' is open under the step. */
  peaceAsked: boolean;
  /** The last peace answer, whose message stays on the step it led to. */
  peaceAnswer: "yes" | "no" | null;
  /** responsable step 9's love word was saved or skipped. */
  loveWordSettled: boolean;
  question: QuestionPanel;
  /** The message of 'Je bloque…', shown above the question panel. */
  encouragement: string | null;
  /** The 9 marches guide: listened to, or followed as written steps; null until chosen. */
  mode: GuideMode | null;
  refusal: Refusal | null;
};

/** The tool facts a transition needs. */
export type RunTool = { toolId: string; stepCount: number };

export type RunEvent =
  | { type: "next"; answer: Answer }
  | { type: "prev" }
  | { type: "save"; answer: Answer }
  | { type: "peace"; inPeace: boolean }
  | { type: "open-question" }
  | { type: "open-blocked"; encouragement: string }
  | { type: "close-question" }
  | { type: "love-word-settled" }
  | { type: "finished" }
  | { type: "choose-mode"; mode: GuideMode }
  | { type: "typed" }
  | { type: "resume"; step: number; done: boolean; mode: GuideMode | null };

/**
 * What the caller must do after a transition: `save` the step's answer (the run has already moved on),
 * `save-explicit` it ('Sauvegarder ma pratique', with its toast), or `finish` the run (saving first when
 * `saveFirst`) and then dispatch `finished`.
 */
type RunEffect = { kind: "none" } | { kind: "save" } | { kind: "save-explicit" } | { kind: "finish"; saveFirst: boolean };

export type Transition = { state: RunState; effect: RunEffect };

const NONE: RunEffect = { kind: "none" };

export function initialRunState(step: number, partial: Partial<RunState> = {}): RunState {
  return {
    step,
    done: false,
    peaceAsked: false,
    peaceAnswer: null,
    loveWordSettled: false,
    question: "none",
    encouragement: null,
    mode: null,
    refusal: null,
    ...partial,
  };
}

/** Moving to another step closes the panels and forgets the last refusal; a peace message stays only on its own step. */
function goTo(state: RunState, step: number): RunState {
  return {
    ...state,
    step,
    refusal: null,
    question: "none",
    encouragement: null,
    peaceAsked: false,
    peaceAnswer: step === state.step ? state.peaceAnswer : null,
  };
}

export function transition(tool: RunTool, state: RunState, event: RunEvent): Transition {
  switch (event.type) {
    case "next": {
      const outcome = nextOutcome(tool.toolId, state.step, tool.stepCount, event.answer, { loveWordSettled: state.loveWordSettled });
      if (outcome.kind === "refused") return { state: { ...state, refusal: outcome.refusal }, effect: NONE };
      if (outcome.kind === "finish") return { state: { ...state, refusal: null }, effect: { kind: "finish", saveFirst: true } };
      if (outcome.kind === "peace-question") return { state: { ...state, refusal: null, peaceAsked: true }, effect: { kind: "save" } };
      return { state: goTo(state, outcome.step), effect: { kind: "save" } };
    }
    case "prev":
      return { state: goTo(state, previousStep(tool.toolId, state.step)), effect: { kind: "save" } };
    case "save": {
      const refusal = saveRefusal(event.answer);
      if (refusal) return { state: { ...state, refusal }, effect: NONE };
      return { state: { ...state, refusal: null }, effect: { kind: "save-explicit" } };
    }
    case "peace": {
      const after = afterPeaceAnswer(state.step, event.inPeace);
      const answered = { ...state, peaceAsked: false, peaceAnswer: event.inPeace ? ("yes" as const) : ("no" as const) };
      if (after.kind === "complete") return { state: answered, effect: { kind: "finish", saveFirst: false } };
      return { state: { ...answered, step: after.step, question: "none", encouragement: null }, effect: NONE };
    }
    case "open-question":
      // Without JavaScript the page reloads, so the typed answer is saved before the panel opens.
      return { state: { ...state, question: "open", encouragement: null }, effect: { kind: "save" } };
    case "open-blocked":
      return { state: { ...state, question: "blocked", encouragement: event.encouragement }, effect: { kind: "save" } };
    case "close-question":
      return { state: { ...state, question: "none", encouragement: null }, effect: NONE };
    case "love-word-settled":
      return { state: { ...state, loveWordSettled: true }, effect: NONE };
    case "finished":
      return { state: { ...state, done: true, peaceAsked: false, question: "none" }, effect: NONE };
    case "choose-mode":
      return { state: { ...state, mode: event.mode }, effect: NONE };
    case "resume":
      return { state: { ...goTo(state, event.step), done: event.done, mode: event.mode ?? state.mode }, effect: NONE };
    case "typed":
      return { state: state.refusal ? { ...state, refusal: null } : state, effect: NONE };
  }
}

/**
 * The event of a form button's `intent` (the same names with and without JavaScript); null for the
 * intents that only write (act, question, love word…).
 */
export function intentEvent(intent: string, answer: Answer, extra: { inPeace?: boolean; encouragement: () => string }): RunEvent | null {
  const EVENTS: Record<string, () => RunEvent> = {
    next: () => ({ type: "next", answer }),
    prev: () => ({ type: "prev" }),
    save: () => ({ type: "save", answer }),
    peace: () => ({ type: "peace", inPeace: extra.inPeace === true }),
    "open-question": () => ({ type: "open-question" }),
    "open-blocked": () => ({ type: "open-blocked", encouragement: extra.encouragement() }),
    "love-word-skip": () => ({ type: "love-word-settled" }),
  };
  return handlerOf(EVENTS, intent, () => null)();
}

/** Whether a transition was refused: only Next and Save can be. */
export function refusalOf(event: RunEvent, moved: Transition): Refusal | null {
  return event.type === "next" || event.type === "save" ? moved.state.refusal : null;
}

/** The message under the step after a peace answer, if any. */
export function peaceNote(state: RunState): string | null {
  return state.peaceAnswer ? peaceMessage(state.peaceAnswer === "yes", state.step) : null;
}
