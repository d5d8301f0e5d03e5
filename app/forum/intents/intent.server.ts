/** What every intent of the thread page's action is given, and the shapes of its answers. */
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/cloudflare";
import type { SessionUser } from "~/auth/session.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { FORUM_MESSAGES as M } from "../messages";
import type { ThreadAnswer } from "../thread-answer";
import type { ReplyState, ThreadRecord } from "../threads.server";

export type ThreadIntent = {
  db: Db;
  env: Env;
  user: SessionUser;
  thread: ThreadRecord;
  /** The reply the form names (`replyId`), read with the session and the thread; null when there is none. */
  reply: ReplyState | null;
  /** The request's one posted form: each intent parses its own fields from it with its form's schema. */
  form: FormData;
  intent: string;
  replyId: string;
  /** With JavaScript the form says so (`js=1`): the answer carries the reply instead of a redirect. */
  js: boolean;
  /** The page the form was sent from: edits and deletions come back to it. */
  here: string;
  changedPages: ChangedPages;
};

export const answer = (data: ThreadAnswer, status: number) => json(data, { status });
export const replyOf = (parsed: { reply: () => unknown }) => parsed.reply() as SubmissionResult<string[]>;
export const forbidden = ({ intent, replyId }: ThreadIntent) => answer({ intent, replyId, alert: M.forbidden }, 403);
export const done = ({ env, here }: ThreadIntent, title: string, to = here) => redirectWithToast(env, to, { title, type: "success" });
export const withScript = ({ js }: Pick<ThreadIntent, "js">) => js;

/** Back to the list, saying the thread is gone. */
export function threadNotFound(env: Env) {
  return redirectWithToast(env, "/forum", { title: M.notFound, description: M.notFoundText, type: "error" });
}
