import { z } from "zod";
import { DASHBOARD_MESSAGES } from "./messages";

/**
 * Claiming a weekly reward: a button whose hidden level the server checks (`parseWithZod`); there is
 * nothing to type, so a refusal stays the page's notification ("pas encore gagnée" / "déjà réclamée").
 * Every message is French, a missing level included (conform sends an empty field as missing).
 */
export const claimSchema = z.object({
  intent: z.literal("claim"),
  level: z.coerce
    .number({ required_error: DASHBOARD_MESSAGES.notEarned, invalid_type_error: DASHBOARD_MESSAGES.notEarned })
    .int(DASHBOARD_MESSAGES.notEarned)
    .min(1, DASHBOARD_MESSAGES.notEarned)
    .max(1000, DASHBOARD_MESSAGES.notEarned),
});
