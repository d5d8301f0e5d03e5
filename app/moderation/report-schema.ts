/**
 * The report form (« Signaler ») and the moderator's buttons: one zod schema each, shared by the
 * browser and the actions (decision 0130). Plain constants only: nothing from db/schema.
 */
import { z } from "zod";
import { MODERATION_MESSAGES as M } from "./messages";
import { REPORT_ITEM_TYPES, REPORT_REASONS } from "./report-kinds";

export const REPORT_DETAILS_MAX = 500;

export const reportSchema = z.object({
  itemType: z.enum(REPORT_ITEM_TYPES),
  itemId: z.string().min(1).max(64),
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: M.invalid }) }),
  details: z
    .string()
    .max(REPORT_DETAILS_MAX, `Les précisions ne peuvent pas dépasser ${REPORT_DETAILS_MAX} caractères.`)
    .optional()
    .default(""),
  redirectTo: z.string().max(500).optional().default("/forum"),
});

export const moderationActionSchema = z.object({
  intent: z.enum(["ignore", "delete", "lock"]),
  itemType: z.enum(REPORT_ITEM_TYPES),
  itemId: z.string().min(1).max(64),
  /** "Supprimer" acts only once confirmed: confirm() with JavaScript, a confirmation form without (issue 30). */
  confirm: z.enum(["oui"]).optional(),
});
