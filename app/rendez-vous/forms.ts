/**
 * The forms of « Mes rendez-vous » (issue 44), declared once: the page's browser validation and the
 * actions' parsing read the same schemas (app/components/forms/conform.ts).
 */
import { z } from "zod";
import { NOTICE_CHANNELS, REMINDER_PURPOSES } from "./kinds";
import { DEFAULT_TIME_ZONE } from "./due";
import { canonicalTimeZone, isIanaTimeZone } from "~/utils/time-zone";

const RDV_MESSAGES = {
  days: "Choisissez au moins un jour.",
  time: "Indiquez une heure, par exemple 08:00.",
  timeZone: "Choisissez un fuseau horaire de la liste, par exemple Europe/Paris.",
  purpose: "Choisissez à quoi sert ce rendez-vous.",
  tool: "Choisissez l'outil que ce rendez-vous ouvrira.",
  date: "Indiquez une date, par exemple 2027-01-15.",
  quiet: "Indiquez le début et la fin de vos heures calmes, ou aucun des deux.",
} as const;

const time = z.string({ required_error: RDV_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, RDV_MESSAGES.time);
const optionalTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, RDV_MESSAGES.time)
  .optional();

export const reminderSchema = z.object({
  intent: z.literal("save"),
  id: z.string().uuid().optional(),
  days: z.array(z.coerce.number().int().min(1).max(7), { required_error: RDV_MESSAGES.days }).min(1, RDV_MESSAGES.days).max(7),
  time,
  timeZone: z
    .string()
    .max(64)
    .default(DEFAULT_TIME_ZONE)
    .refine(isIanaTimeZone, RDV_MESSAGES.timeZone)
    .transform((zone) => canonicalTimeZone(zone) ?? zone),
  purpose: z.enum(REMINDER_PURPOSES, { required_error: RDV_MESSAGES.purpose, invalid_type_error: RDV_MESSAGES.purpose }),
  toolId: z.string().max(64).optional(),
});

export const settingsSchema = z.object({
  intent: z.literal("settings"),
  channel: z.enum(NOTICE_CHANNELS).default("push"),
  quietStart: optionalTime,
  quietEnd: optionalTime,
  pausedUntil: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, RDV_MESSAGES.date)
    .optional(),
});

/** Every button of the page: one intent each (decision 0351). */
export const rendezVousActionSchema = z
  .discriminatedUnion("intent", [
    reminderSchema,
    settingsSchema,
    z.object({ intent: z.literal("delete"), id: z.string().uuid() }),
    z.object({ intent: z.literal("stop") }),
    z.object({ intent: z.literal("resume") }),
    z.object({ intent: z.literal("space") }),
    z.object({ intent: z.literal("keep") }),
  ])
  .superRefine((value, ctx) => {
    if (value.intent === "save" && value.purpose === "tool" && !value.toolId) {
      ctx.addIssue({ code: "custom", path: ["toolId"], message: RDV_MESSAGES.tool });
    }
    if (value.intent === "settings" && !!value.quietStart !== !!value.quietEnd) {
      ctx.addIssue({ code: "custom", path: ["quietEnd"], message: RDV_MESSAGES.quiet });
    }
  });

/** « Recevoir les notifications sur cet appareil »: what the browser's PushSubscription gives, or its removal. */
export const deviceSubscriptionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("subscribe"),
    endpoint: z.string().url().max(1024),
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
  }),
  z.object({ intent: z.literal("unsubscribe") }),
]);
