import { z } from "zod";
import { ACTS_MESSAGES } from "./messages";

const MAX_ACT_FIELD = 2000;
/** A practice's commitment answers are short lines under the step's own answer. */
export const MAX_COMMITMENT_FIELD = 500;
export const TOO_LONG = "Ce texte est trop long.";

const required = (max: number) =>
  z.string({ required_error: ACTS_MESSAGES.required }).trim().min(1, ACTS_MESSAGES.required).max(max, TOO_LONG);

/** Où ? / Quand ? / Comment ?, all required: the practice's commitment form (spec 2 §4). */
export const actCommitmentSchema = z.object({
  where: required(MAX_COMMITMENT_FIELD),
  when: required(MAX_COMMITMENT_FIELD),
  how: required(MAX_COMMITMENT_FIELD),
});
export type ActCommitment = z.infer<typeof actCommitmentSchema>;

/** The reward-act form: a description, where, when and how, all required (spec 3 §5). */
export const rewardActSchema = z.object({
  description: required(MAX_ACT_FIELD),
  where: required(MAX_ACT_FIELD),
  when: required(MAX_ACT_FIELD),
  how: required(MAX_ACT_FIELD),
});

/** Whether a commitment form may be sent (the button stays disabled until then). */
export function canCommitAct(fields: { where: string; when: string; how: string }): boolean {
  return actCommitmentSchema.safeParse(fields).success;
}

export { composeActText } from "./act-text";

export const toggleActSchema = z.object({
  id: z.string().min(1),
  completed: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const actIdSchema = z.object({ id: z.string().min(1) });

/** An act's whole text (description and its où / quand / comment lines), as edited on Mes actes. */
export const MAX_ACT_TEXT = 4 * MAX_ACT_FIELD + 100;
export const editActSchema = z.object({
  id: z.string().min(1),
  actText: required(MAX_ACT_TEXT),
});
