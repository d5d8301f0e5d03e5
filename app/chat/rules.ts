import { z } from "zod";
import { sendKey } from "~/community/send-key-schema";
import { threadTitle } from "~/forum/validation";
import { CONTENT_MAX } from "~/forum/limits";
import { FORUM_MESSAGES } from "~/forum/messages";
import { CHAT_SEND_INTERVAL_MS as SEND_INTERVAL_MS } from "~/limits/feature-limits";
import { MESSAGE_MAX } from "./limits";
import { CHAT_MESSAGES as M } from "./messages";

const messageContent = z
  .string({ required_error: M.messageRequired, invalid_type_error: M.messageRequired })
  .transform((value) => value.trim())
  // conform turns an empty string into "missing", even after the trim: the piped string says so in French too.
  .pipe(z.string({ required_error: M.messageRequired }).min(1, M.messageRequired).max(MESSAGE_MAX, M.messageTooLong));

export { sendKey };

export const messageSchema = z.object({ content: messageContent, cle: sendKey });

/** A chat message turned into a thread: title required, content optional (defaults to the message). */
export const toThreadSchema = z.object({
  messageId: z.string().min(1),
  title: threadTitle,
  content: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? "")
    .pipe(z.string().max(CONTENT_MAX, FORUM_MESSAGES.contentTooLong).optional().default("")),
});

/** Milliseconds left before `now` may send again after a message sent at `lastSentAt`. */
export function waitLeft(lastSentAt: string | Date | null, now: Date = new Date(), interval = SEND_INTERVAL_MS): number {
  if (!lastSentAt) return 0;
  const last = typeof lastSentAt === "string" ? new Date(lastSentAt) : lastSentAt;
  return Math.max(0, last.getTime() + interval - now.getTime());
}
