import { parseWithZod } from "@conform-to/zod";
import { assertRole } from "~/auth/permissions.server";
import { FORUM_MESSAGES as M } from "../messages";
import type { ThreadRowChange } from "../thread-changes.server";
import { threadSchema } from "../validation";
import { answer, change, done, forbidden, replyOf, threadNotFound, type ThreadIntent } from "./intent.server";

/** « Modifier » on the thread itself: its author or a moderator; the slug stays. */
export async function editThreadIntent(args: ThreadIntent) {
  const { form, intent } = args;
  const parsed = parseWithZod(form, { schema: threadSchema });
  if (parsed.status !== "success") return answer({ intent, alert: M.fixFields, result: replyOf(parsed) }, 400);
  const { title, content } = parsed.value;
  return changeThread(args, { title, content, editedAt: new Date().toISOString() }, M.threadUpdated);
}

/** « Supprimer » on the thread: it goes with its replies, back to the list. */
export async function deleteThreadIntent(args: ThreadIntent) {
  return changeThread(args, "delete", M.threadDeleted, "/forum");
}

const FLAGS = {
  pin: { set: { isPinned: true }, title: M.pinned },
  unpin: { set: { isPinned: false }, title: M.unpinned },
  lock: { set: { isLocked: true }, title: M.lockedDone },
  unlock: { set: { isLocked: false }, title: M.unlockedDone },
} as const;

/** Épingler, Verrouiller and their undoing: moderators only, the one 403 of the app to anyone else. */
export async function flagIntent(args: ThreadIntent & { intent: keyof typeof FLAGS }) {
  const { set, title } = FLAGS[args.intent];
  return changeThread(args, set, title, undefined, true);
}

export const isFlagIntent = (intent: string): intent is keyof typeof FLAGS => intent in FLAGS;

/** The moderators' intents (Épingler, Verrouiller and their undoing), for the page's map of intents. */
export const FLAG_INTENTS = Object.keys(FLAGS);

async function changeThread(args: ThreadIntent, set: ThreadRowChange, title: string, to?: string, moderation = false) {
  const { user, outcome, here } = await change(args, { on: "thread", set });
  // The change's statement held the same rule: nothing was changed for anyone else.
  if (moderation) assertRole(user, "moderator");
  if (!outcome.ok && outcome.reason === "thread-not-found") return threadNotFound(args.env);
  if (!outcome.ok) return forbidden(args);
  return done(args, title, to ?? here);
}
