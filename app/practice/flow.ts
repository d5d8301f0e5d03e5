/**
 * The step-flow rules of the generic practice screen (spec 2, §4 "Step flow", "responsable branches",
 * "Other tools", §5). Pure: the screen, the no-JS action and the tests share them.
 */
import { stepRules } from "./content/step-rules";
import { PRACTICE_MESSAGES as M } from "./messages";

/** Tools whose step 0 is an intro with a Start button. */
function hasIntro(toolId: string): boolean {
  return stepRules(toolId).intro === true;
}

/** A run starts at step 0 on intro tools, step 1 elsewhere. */
export function firstStep(toolId: string): number {
  return hasIntro(toolId) ? 0 : 1;
}

/** Keeps a requested step inside the tool's range. */
export function clampStep(toolId: string, step: number, stepCount: number): number {
  if (!Number.isFinite(step)) return firstStep(toolId);
  return Math.min(stepCount, Math.max(firstStep(toolId), Math.trunc(step)));
}

/** Whether Next needs a text or a recording on this step. */
export function isAnswerRequired(toolId: string, step: number): boolean {
  if (step === 0) return false;
  const rules = stepRules(toolId);
  if (rules.requiredSteps) return rules.requiredSteps.includes(step);
  return !(rules.optionalSteps ?? []).includes(step);
}

/** Steps where Où ? / Quand ? / Comment ? appear once the answer has text. */
export function isActCommitmentStep(toolId: string, step: number): boolean {
  return stepRules(toolId).actStep === step;
}

/** homme_apocalypse step 9: the text is also saved as an act. */
export function isAlsoSavedAsAct(toolId: string, step: number): boolean {
  return stepRules(toolId).actOnFinishStep === step;
}

/**
 * The act a run writes when it finishes without a commitment form: homme_apocalypse step 9's
 * answer, trimmed. Null elsewhere, or when the answer is empty.
 */
export function actOnFinish(toolId: string, step: number, text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return isAlsoSavedAsAct(toolId, step) && trimmed !== "" ? trimmed : null;
}

/** responsable steps 5 and 10 ask 'Comment vous sentez-vous maintenant ?' on Next. */
export function isPeaceQuestionStep(toolId: string, step: number): boolean {
  return (stepRules(toolId).peaceSteps ?? []).includes(step);
}

/** responsable step 9: the love-word form appears when text exists. */
export function isLoveWordStep(toolId: string, step: number): boolean {
  return stepRules(toolId).loveWordStep === step;
}

export type Answer = { text: string; hasAudio: boolean };

function hasAnswer(answer: Answer | undefined): boolean {
  return Boolean(answer && (answer.text.trim() !== "" || answer.hasAudio));
}

export type Refusal = { title: string; message: string };

export type NextOutcome =
  { kind: "step"; step: number } | { kind: "finish" } | { kind: "peace-question" } | { kind: "refused"; refusal: Refusal };

/**
 * What Next does on `step`. `loveWordSettled` is true once the love word was saved or skipped.
 */
export function nextOutcome(
  toolId: string,
  step: number,
  stepCount: number,
  answer: Answer | undefined,
  options: { loveWordSettled?: boolean } = {},
): NextOutcome {
  if (isAnswerRequired(toolId, step) && !hasAnswer(answer)) {
    return { kind: "refused", refusal: { title: M.answerRequiredTitle, message: M.answerRequired } };
  }
  if (isLoveWordStep(toolId, step) && (answer?.text.trim() ?? "") !== "" && !options.loveWordSettled) {
    return { kind: "refused", refusal: { title: M.loveWordTitle, message: M.loveWordPending } };
  }
  if (isPeaceQuestionStep(toolId, step)) return { kind: "peace-question" };
  if (step >= stepCount) return { kind: "finish" };
  return { kind: "step", step: step + 1 };
}

/** Previous decrements, never below the tool's first step. */
export function previousStep(toolId: string, step: number): number {
  return Math.max(firstStep(toolId), step - 1);
}

/** After the peace question: peace completes the session, pain goes on (5 → 6 Pardon, 10 → 11 Agir). */
export function afterPeaceAnswer(step: number, inPeace: boolean): { kind: "complete" } | { kind: "step"; step: number } {
  return inPeace ? { kind: "complete" } : { kind: "step", step: step + 1 };
}

/** The peace answer: 'Je suis en paix' on step 5, 'Oui en paix' on step 10. */
export function peaceYesLabel(step: number): string {
  return step === 10 ? M.yesInPeace : M.inPeace;
}

/** Step 5's messages speak of seeing and of love words; step 10's (and step 11 after it) of an act. */
export function peaceMessage(inPeace: boolean, step = 5): string {
  if (step >= 10) return inPeace ? M.inPeaceAfterLoveMessage : M.stillHurtingAfterLoveMessage;
  return inPeace ? M.inPeaceMessage : M.stillHurtingMessage;
}

/** Saving an empty step is refused. */
export function saveRefusal(answer: Answer | undefined): Refusal | null {
  return hasAnswer(answer) ? null : { title: M.answerMissingTitle, message: M.answerMissing };
}

/** Progress bar width in percent: step divided by step count. */
export function progressPercent(step: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.round((Math.max(0, Math.min(step, stepCount)) / stepCount) * 100);
}

export function responseType(text: string | null | undefined, hasAudio: boolean): "text" | "audio" | "both" {
  const hasText = Boolean(text && text.trim() !== "");
  if (hasText && hasAudio) return "both";
  return hasAudio ? "audio" : "text";
}

/** Question summary of a practice: the first 200 characters of each answer followed by '...'. */
export function questionSummary(answers: { stepNumber: number; text: string | null | undefined }[]): string {
  return [...answers]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((answer) => (answer.text ?? "").trim())
    .filter((text) => text !== "")
    .map((text) => `${text.slice(0, 200)}...`)
    .join("\n");
}
