/** What every intent of the thread page's action is given, and the shapes of its answers. */
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/cloudflare";
import type { Writer } from "~/auth/session-batch.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { redirectWithToast } from "~/utils/http.server";
import { FORUM_MESSAGES as M } from "../messages";
import type { ThreadAnswer } from "../thread-answer";
import { changeOnThreadPage, type PageChange, type PageChangeOutcome } from "../thread-changes.server";
import { threadPath } from "../thread-path";

export type ThreadIntent = {
  db: Db;
  env: Env;
  /** The session's writer: the change goes in its batch, one round trip (decision 0443). */
  writer: Writer;
  slug: string;
  /** The request's one posted form: each intent parses its own fields from it with its form's schema. */
  form: FormData;
  intent: string;
  replyId: string;
  /** With JavaScript the form says so (`js=1`): the answer carries the reply instead of a redirect. */
  js: boolean;
  /** The page of the thread the form was sent from: edits and deletions come back to it. */
  pageAsked: number;
  changedPages: ChangedPages;
};

/** The change in the session's batch; `here` is the page it was made on (known once the thread is read). */
export async function change(args: ThreadIntent, what: PageChange) {
  const { user, outcome } = await changeOnThreadPage(args.db, args.env, args.writer, args.slug, what, args.changedPages);
  const here = "thread" in outcome ? threadPath(outcome.thread.slug, args.pageAsked) : "/forum";
  return { user, outcome: outcome as PageChangeOutcome, here };
}

export const answer = (data: ThreadAnswer, status: number) => json(data, { status });
export const replyOf = (parsed: { reply: () => unknown }) => parsed.reply() as SubmissionResult<string[]>;
export const forbidden = ({ intent, replyId }: ThreadIntent) => answer({ intent, replyId, alert: M.forbidden }, 403);
export const done = ({ env }: ThreadIntent, title: string, to: string) => redirectWithToast(env, to, { title, type: "success" });
export const withScript = ({ js }: Pick<ThreadIntent, "js">) => js;

/** Back to the list, saying the thread is gone. */
export function threadNotFound(env: Env) {
  return redirectWithToast(env, "/forum", { title: M.notFound, description: M.notFoundText, type: "error" });
}
