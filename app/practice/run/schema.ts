/**
 * The generic practice screen's post declared once (issue 32): every post of `/practice/{outil}` and
 * of its JSON twin `/practice/{outil}/save` carries the button pressed, the step, the step's answer,
 * the session and a recording's key, read by conform on the server (`parseWithZod`). The step's
 * own forms are read with their own schemas in the action (the commitment's `actCommitmentSchema`,
 * the love word's `loveWordSchema`), the same ones their fields show in the browser.
 */
import { z } from "zod";

/** The longest answer a step keeps. */
export const MAX_RUN_ANSWER = 20_000;

const text = (max: number) => z.string().max(max).optional().default("");

export const runPostSchema = z.object({
  intent: z.string(),
  step: z.coerce.number().int().min(0).max(50).catch(1),
  text: text(MAX_RUN_ANSWER),
  sessionId: text(64),
  audioKey: text(300),
});

/** The form's every field as text (what the step's other parts read: carried answers, the mood, a rating…). */
export function textFields(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === "string" ? value : ""]));
}

/** The first French message of each refused field of a conform submission. */
export function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}
