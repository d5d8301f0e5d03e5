import { z } from "zod";
import { ACTS_MESSAGES } from "./messages";

export const MAX_ACT_FIELD = 2000;

const required = z
  .string({ required_error: ACTS_MESSAGES.required })
  .trim()
  .min(1, ACTS_MESSAGES.required)
  .max(MAX_ACT_FIELD, "Ce texte est trop long.");

/** The reward-act form: description, where, when, how, all required (spec 3 §5). */
export const rewardActSchema = z.object({ description: required, where: required, when: required, how: required });
export type RewardAct = z.infer<typeof rewardActSchema>;

export { composeActText } from "./act-text";

export const toggleActSchema = z.object({
  id: z.string().min(1),
  completed: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const actIdSchema = z.object({ id: z.string().min(1) });
