import { z } from "zod";
import { LETTERS_MESSAGES as M } from "./messages";
import { openingDayFault, timeZoneOrDefault, type OpeningDayFault } from "./opening-day";

export const MAX_LETTER = 10_000;

const FAULT_MESSAGES: Record<OpeningDayFault, string> = { "not-a-day": M.notADay, "too-soon": M.tooSoon, "too-far": M.tooFar };

/**
 * A letter to oneself and the day it opens: the one schema of the form, in the browser and in the action
 * (conform). The day is checked against the clock of whoever parses it, in the zone the browser sent
 * (Europe/Paris when none, or one unknown): the server's word is the one that counts.
 */
export const sealedLetterSchema = z
  .object({
    content: z
      .string({ required_error: M.contentMissing, invalid_type_error: M.contentMissing })
      .trim()
      .min(1, M.contentMissing)
      .max(MAX_LETTER, M.tooLong),
    opensOn: z.string({ required_error: M.dayMissing, invalid_type_error: M.dayMissing }).trim().min(1, M.dayMissing),
    timeZone: z.string().optional().transform(timeZoneOrDefault),
  })
  .superRefine((value, ctx) => {
    const fault = openingDayFault(value.opensOn, value.timeZone, new Date());
    if (fault) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["opensOn"], message: FAULT_MESSAGES[fault] });
  });

export type SealedLetterInput = z.infer<typeof sealedLetterSchema>;
