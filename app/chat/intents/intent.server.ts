/** What every intent of the help chat's action is given, and the shape of its answers. */
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SessionUser } from "~/auth/session.server";
import type { ChatAnswer } from "../chat-answer";
import type { MessageState } from "../chat.server";

export type ChatIntent = {
  context: AppLoadContext;
  request: Request;
  user: SessionUser;
  /** The message the form names (`messageId`), read with the session; null when there is none. */
  message: MessageState | null;
  /** The request's one posted form: each intent parses its own fields from it with its form's schema. */
  form: FormData;
  /** With JavaScript the form says so (`js=1`): the answer carries the message instead of a redirect. */
  js: boolean;
  intent: string;
  messageId: string;
};

export const answer = (data: ChatAnswer, status = 200) => json(data, { status });

export const replyOf = (
  parsed: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => unknown },
  fieldErrors?: Record<string, string[]>,
) => parsed.reply(fieldErrors ? { fieldErrors } : undefined) as SubmissionResult<string[]>;
