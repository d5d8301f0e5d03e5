import { parseWithZod } from "@conform-to/zod";
import { FORUM_MESSAGES as M } from "../messages";
import { deleteThread, setThreadFlag, updateThread } from "../threads.server";
import { threadSchema } from "../validation";
import { answer, done, forbidden, replyOf, type ThreadIntent } from "./intent.server";

/** « Modifier » on the thread itself: its author or a moderator; the slug stays. */
export async function editThreadIntent(args: ThreadIntent) {
  const { db, env, user, thread, form, intent, changedPages } = args;
  const parsed = parseWithZod(form, { schema: threadSchema });
  if (parsed.status !== "success") return answer({ intent, alert: M.fixFields, result: replyOf(parsed) }, 400);
  if (!(await updateThread(db, env, user, thread, parsed.value, changedPages))) return forbidden(args);
  return done(args, M.threadUpdated);
}

/** « Supprimer » on the thread: it goes with its replies, back to the list. */
export async function deleteThreadIntent(args: ThreadIntent) {
  const { db, env, user, thread, changedPages } = args;
  if (!(await deleteThread(db, env, user, thread, changedPages))) return forbidden(args);
  return done(args, M.threadDeleted, "/forum");
}

const FLAGS = {
  pin: { flag: "pinned", value: true, title: M.pinned },
  unpin: { flag: "pinned", value: false, title: M.unpinned },
  lock: { flag: "locked", value: true, title: M.lockedDone },
  unlock: { flag: "locked", value: false, title: M.unlockedDone },
} as const;

/** The moderation intents: pin and lock, and their undoing. */
export const MODERATION_INTENTS = new Set(Object.keys(FLAGS));

/** Épingler, Verrouiller and their undoing (moderators only: the action asked `requireModerator`). */
export async function flagIntent(args: ThreadIntent & { intent: keyof typeof FLAGS }) {
  const { db, env, user, thread, intent, changedPages } = args;
  const { flag, value, title } = FLAGS[intent];
  if (!(await setThreadFlag(db, env, user, thread, flag, value, changedPages))) return forbidden(args);
  return done(args, title);
}

export const isFlagIntent = (intent: string): intent is keyof typeof FLAGS => intent in FLAGS;
