/**
 * The numbers and words of the limits that features also show (the limits table owns them, the features
 * read them here): the assistant's messages per day and the chat's pace (spec 1 §9, spec 3 §8).
 */
import { withFrenchTypography } from "~/utils/typography";

export const ASSISTANT_DAILY_LIMIT = 20;
/** The chat: one message per 3 seconds. */
export const CHAT_SEND_INTERVAL_MS = 3000;

export const FEATURE_LIMIT_MESSAGES = withFrenchTypography({
  assistantDay: `Vous avez atteint la limite de ${ASSISTANT_DAILY_LIMIT} messages pour aujourd'hui 🦗 L'assistant vous attend demain, dès minuit (heure de Paris).`,
} as const);
