/** What every intent of the help chat's action is given, and the shape of its answers. */
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SessionUser } from "~/auth/session.server";
import type { ChatAnswer } from "../chat-answer";

export type ChatIntent = {
  context: AppLoadContext;
  user: SessionUser;
  formData: FormData;
  intent: string;
  messageId: string;
};

export const answer = (data: ChatAnswer, status = 200) => json(data, { status });

export const replyOf = (
  parsed: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => unknown },
  fieldErrors?: Record<string, string[]>,
) => parsed.reply(fieldErrors ? { fieldErrors } : undefined) as SubmissionResult<string[]>;
