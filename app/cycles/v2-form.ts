/** Reading a cycles-v2 form post: the carried state and the step's fields (shared by server and screen). */
import { z } from "zod";
import { envelopeText, readEnvelope, readTyped, typedText } from "~/components/forms/envelope";
import { readV2State, initialV2State, type StepInput, type V2State } from "./v2-flow";

const FIELDS = [
  "centerText",
  "hasBourreau",
  "pleasing",
  "fearEnvieChoice",
  "outsideEvents",
  "nearAbus",
  "between1And2",
  "between2AndAbus",
  "between4And1",
  "between3And4",
  "crisis",
] as const;

/** The step's fields as typed: a cleared answer posts "" and replaces the kept one (`applyAnswers`). */
const stepSchema = z.object(
  Object.fromEntries(FIELDS.map((name) => [name, typedText()])) as Record<(typeof FIELDS)[number], ReturnType<typeof typedText>>,
);

export function readStepInput(form: FormData): StepInput {
  const typed = readTyped(form, stepSchema);
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== undefined)) as StepInput;
}

const carriedSchema = z.object({ state: envelopeText() });

export function readCarriedState(form: FormData): V2State {
  return readV2State(readEnvelope(form, carriedSchema).state) ?? initialV2State();
}

/** One line per answer, kept with a blocked question so it can be read back later. */
export function v2Summary(state: V2State): string {
  return [state.centerText, ...Object.values(state.circleTexts), state.exteriorInputs.outsideEvents, state.exteriorInputs.crisis]
    .map((t) => t.trim())
    .filter(Boolean)
    .join(" • ")
    .slice(0, 2000);
}
