import type { SubmissionResult } from "@conform-to/react";
import type { ChatLine } from "./chat.server";

/** What the help chat's action answers when it does not redirect. */
export type ChatAnswer = {
  intent: string;
  messageId?: string;
  sentId?: string;
  /** The message just sent, as the list shows it: the sender merges it without reloading the list. */
  sent?: ChatLine;
  /** After a message is stored, the key of the next one (the page's form keeps it). */
  nextKey?: string;
  alert: { title: string; description?: string } | null;
  /** Conform's reply to a refused form: what was typed and each field's French message. */
  result?: SubmissionResult<string[]>;
  waitMs?: number;
};
