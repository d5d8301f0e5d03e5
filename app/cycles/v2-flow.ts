/**
 * "Se situer dans mon cycle" (cycles-v2, spec 3 §3, §4): the step flow, both branches, as a pure
 * reducer shared by the screen and the server-rendered form (no JavaScript needed).
 */
import { z } from "zod";

export type StepId = "misery" | "bourreau" | "abus" | "pleasing" | "time2" | "time1" | "time3" | "time4" | "summary";

const text = z.string().max(2000).catch("");
const yesNo = z.enum(["yes", "no"]).nullable().catch(null);

const circleTextsSchema = z.object({
  between2AndAbus: text,
  between1And2: text,
  between3And4: text,
  between4And1: text,
  nearAbus: text,
});

const exteriorInputsSchema = z.object({ outsideEvents: text, crisis: text });

export const v2StateSchema = z.object({
  currentStep: z.number().int().min(1).max(8).catch(1),
  centerText: text,
  hasBourreau: yesNo,
  /** Without a bourreau, step 3: am I trying to please someone? */
  pleasing: yesNo,
  fearEnvieChoice: z.enum(["peur", "envie"]).nullable().catch(null),
  dontKnowYet: z.boolean().catch(false),
  showBourreauMessage: z.boolean().catch(false),
  // Missing or damaged parts of a device copy start empty rather than losing the whole questionnaire.
  circleTexts: circleTextsSchema.catch({ between2AndAbus: "", between1And2: "", between3And4: "", between4And1: "", nearAbus: "" }),
  exteriorInputs: exteriorInputsSchema.catch({ outsideEvents: "", crisis: "" }),
});

export type V2State = z.infer<typeof v2StateSchema>;
export type CircleTexts = z.infer<typeof circleTextsSchema>;

export const savedCycleSchema = v2StateSchema.extend({
  id: z.string().min(1).max(100),
  completed: z.literal(true),
  savedAt: z.string().max(40),
});
export type SavedV2Cycle = z.infer<typeof savedCycleSchema>;

export const MAX_SAVED_CYCLES = 100;

export function initialV2State(): V2State {
  return {
    currentStep: 1,
    centerText: "",
    hasBourreau: null,
    pleasing: null,
    fearEnvieChoice: null,
    dontKnowYet: false,
    showBourreauMessage: false,
    circleTexts: { between2AndAbus: "", between1And2: "", between3And4: "", between4And1: "", nearAbus: "" },
    exteriorInputs: { outsideEvents: "", crisis: "" },
  };
}

/** Numbered steps of each branch: 8 with a bourreau, 6 without (step 4 is skipped when I please no one). */
const WITH_BOURREAU: Record<number, StepId> = {
  1: "misery",
  2: "bourreau",
  3: "abus",
  4: "time2",
  5: "time1",
  6: "time3",
  7: "time4",
  8: "summary",
};
const WITHOUT_BOURREAU: Record<number, StepId> = { 1: "misery", 2: "bourreau", 3: "pleasing", 4: "time2", 5: "time1", 6: "summary" };

export function totalSteps(state: Pick<V2State, "hasBourreau">): number {
  return state.hasBourreau === "no" ? 6 : 8;
}

export function stepId(state: V2State): StepId {
  const table = state.hasBourreau === "no" ? WITHOUT_BOURREAU : WITH_BOURREAU;
  return table[state.currentStep] ?? "summary";
}

/** The step numbers actually walked, given the answers so far. */
function path(state: Pick<V2State, "hasBourreau" | "pleasing">): number[] {
  if (state.hasBourreau === "yes") return [1, 2, 3, 4, 5, 6, 7, 8];
  if (state.hasBourreau === "no") return state.pleasing === "no" ? [1, 2, 3, 5, 6] : [1, 2, 3, 4, 5, 6];
  return [1, 2];
}

/** The fields a step's form sends. */
export type StepInput = Partial<{
  centerText: string;
  hasBourreau: string;
  pleasing: string;
  fearEnvieChoice: string;
  outsideEvents: string;
  nearAbus: string;
  between1And2: string;
  between2AndAbus: string;
  between4And1: string;
  between3And4: string;
  crisis: string;
}>;

export type V2Problem = "nameOrDontKnow" | "chooseYesNo";
export type V2Result = { state: V2State; problem?: V2Problem };

const clean = (value: string | undefined) => (value ?? "").slice(0, 2000);

/** Writes a step's answers into the state (also used by the editable summary). */
export function applyAnswers(state: V2State, input: StepInput, step: StepId): V2State {
  const s: V2State = { ...state, circleTexts: { ...state.circleTexts }, exteriorInputs: { ...state.exteriorInputs } };
  const take = (key: keyof StepInput) => input[key] !== undefined;
  const set = <K extends keyof CircleTexts>(key: K) => {
    if (take(key)) s.circleTexts[key] = clean(input[key]);
  };
  if (step === "misery" || step === "summary") {
    if (take("centerText")) {
      s.centerText = clean(input.centerText).trim();
      s.dontKnowYet = s.centerText === "?";
    }
  }
  if (step === "bourreau" && (input.hasBourreau === "yes" || input.hasBourreau === "no")) {
    s.hasBourreau = input.hasBourreau;
    s.showBourreauMessage = input.hasBourreau === "yes";
  }
  if (step === "pleasing" && (input.pleasing === "yes" || input.pleasing === "no")) s.pleasing = input.pleasing;
  if (step === "abus" || step === "summary") {
    if (take("outsideEvents")) s.exteriorInputs.outsideEvents = clean(input.outsideEvents);
    set("nearAbus");
  }
  if (step === "time2" || step === "summary") {
    set("between1And2");
    set("between2AndAbus");
  }
  if (step === "time1" || step === "summary") {
    if (input.fearEnvieChoice === "peur" || input.fearEnvieChoice === "envie") s.fearEnvieChoice = input.fearEnvieChoice;
    set("between4And1");
  }
  if (step === "time3" || step === "summary") set("between3And4");
  if (step === "time4" || step === "summary") {
    if (take("crisis")) s.exteriorInputs.crisis = clean(input.crisis);
  }
  return s;
}

/** 'Suivant': keeps the answers, checks what must be chosen, then goes to the next step of the branch. */
export function next(state: V2State, input: StepInput): V2Result {
  const step = stepId(state);
  const s = applyAnswers(state, input, step);
  if (step === "misery" && !s.centerText) return { state: s, problem: "nameOrDontKnow" };
  if (step === "bourreau" && !s.hasBourreau) return { state: s, problem: "chooseYesNo" };
  if (step === "pleasing" && !s.pleasing) return { state: s, problem: "chooseYesNo" };
  const steps = path(s);
  const index = steps.indexOf(s.currentStep);
  const following = steps[index + 1];
  return { state: following ? { ...s, currentStep: following } : s };
}

/** 'Je ne sais pas encore' on step 1: the central misery becomes a question mark. */
export function dontKnowYet(state: V2State): V2Result {
  return next({ ...state, currentStep: 1 }, { centerText: "?" });
}

/** Back: the previous step walked, every answer kept (yes/no included). */
export function back(state: V2State, input: StepInput = {}): V2State {
  const s = applyAnswers(state, input, stepId(state));
  const steps = path(s);
  const index = steps.indexOf(s.currentStep);
  return { ...s, currentStep: index > 0 ? steps[index - 1]! : 1 };
}

/** Something was already answered: a questionnaire worth picking up (« Données chargées »). */
export function isUnderWay(state: V2State): boolean {
  return state.currentStep > 1 || state.centerText !== "";
}

export function isSummary(state: V2State): boolean {
  return stepId(state) === "summary";
}

/** The saved cycle: the state plus completed=true (spec 3 §3). */
export function toSavedCycle(state: V2State, id: string, now: Date = new Date()): SavedV2Cycle {
  return { ...state, id, completed: true, savedAt: now.toISOString() };
}

export function addSavedCycle(list: SavedV2Cycle[], cycle: SavedV2Cycle): SavedV2Cycle[] {
  return [cycle, ...list.filter((c) => c.id !== cycle.id)].slice(0, MAX_SAVED_CYCLES);
}

export function readV2State(raw: string | null | undefined): V2State | null {
  if (!raw) return null;
  try {
    const parsed = v2StateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readSavedCycles(raw: string | null | undefined): SavedV2Cycle[] {
  if (!raw) return [];
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw));
    if (!parsed.success) return [];
    return parsed.data.flatMap((item) => {
      const one = savedCycleSchema.safeParse(item);
      return one.success ? [one.data] : [];
    });
  } catch {
    return [];
  }
}
