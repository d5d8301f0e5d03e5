import { z } from "zod";
import { ACTS_MESSAGES } from "./messages";

export const MAX_ACT_FIELD = 2000;

const required = z
  .string({ required_error: ACTS_MESSAGES.required })
  .trim()
  .min(1, ACTS_MESSAGES.required)
  .max(MAX_ACT_FIELD, "Ce texte est trop long.");

/** Où ? / Quand ? / Comment ?, all required: the practice's commitment form (spec 2 §4). */
export const actCommitmentSchema = z.object({ where: required, when: required, how: required });
export type ActCommitment = z.infer<typeof actCommitmentSchema>;

/** The reward-act form: a description and the same three fields (spec 3 §5). */
export const rewardActSchema = z.object({ description: required, ...actCommitmentSchema.shape });
export type RewardAct = z.infer<typeof rewardActSchema>;

/** Whether a commitment form may be sent (the button stays disabled until then). */
export function canCommitAct(fields: { where: string; when: string; how: string }): boolean {
  return actCommitmentSchema.safeParse(fields).success;
}

/** The act text: the description (a practice's answer), then one line each for where, when and how. */
export function composeActText(act: RewardAct): string {
  return `${act.description.trim()}\nOù ? ${act.where.trim()}\nQuand ? ${act.when.trim()}\nComment ? ${act.how.trim()}`;
}

export const toggleActSchema = z.object({
  id: z.string().min(1),
  completed: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const actIdSchema = z.object({ id: z.string().min(1) });
