/**
 * The forms of « Mes notifications » (issue 57), declared once for the page and its action: the choices
 * (one checkbox per kind and channel offered), « Je veille » with its quiet hours, « Je ne veille plus ».
 */
import { z } from "zod";
import { canonicalTimeZone, isIanaTimeZone } from "~/utils/time-zone";
import { CHOICE_CHANNELS, CHOICE_KINDS, NOTICE_CHOICES, type ChoiceChannel, type ChoiceKind } from "./choices";
import { NOTICES_PAGE } from "./messages";

/** A checkbox's name: `reply_push`. */
export const choiceField = (kind: ChoiceKind, channel: ChoiceChannel) => `${kind}_${channel}` as const;

const checkbox = z.literal("on").optional();
const boxes = Object.fromEntries(
  CHOICE_KINDS.flatMap((kind) =>
    CHOICE_CHANNELS.filter((channel) => NOTICE_CHOICES[kind].channels[channel] !== undefined).map((channel) => [
      choiceField(kind, channel),
      checkbox,
    ]),
  ),
) as Record<ReturnType<typeof choiceField>, typeof checkbox>;

const choicesSchema = z.object({
  intent: z.literal("choices"),
  /** The kinds the page showed: only those are written (an unchecked box is absent). */
  kinds: z.array(z.enum(CHOICE_KINDS)).max(CHOICE_KINDS.length).default([]),
  ...boxes,
});

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTICES_PAGE.quietInvalid)
  .optional();

const veilleFields = z.object({
  intent: z.literal("veille"),
  title: z.enum(["veilleur", "veilleuse"]).default("veilleur"),
  quietStart: time,
  quietEnd: time,
  timeZone: z
    .string()
    .max(64)
    .default("Europe/Paris")
    .transform((zone) => (isIanaTimeZone(zone) ? (canonicalTimeZone(zone) ?? zone) : "Europe/Paris")),
});

/** Both quiet hours, different, or none. */
function quietHoursHold(value: { intent: string; quietStart?: string; quietEnd?: string }, ctx: z.RefinementCtx) {
  if (value.intent !== "veille") return;
  if (!!value.quietStart !== !!value.quietEnd || (value.quietStart && value.quietStart === value.quietEnd)) {
    ctx.addIssue({ code: "custom", path: ["quietEnd"], message: NOTICES_PAGE.quietInvalid });
  }
}

export const veilleSchema = veilleFields.superRefine(quietHoursHold);

/** Every button of the page: one intent each (decision 0351). */
export const noticesActionSchema = z
  .discriminatedUnion("intent", [choicesSchema, veilleFields, z.object({ intent: z.literal("veille-stop") })])
  .superRefine(quietHoursHold);
