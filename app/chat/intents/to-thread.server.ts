import { parseWithZod } from "@conform-to/zod";
import { FORUM_MESSAGES } from "~/forum/messages";
import { redirectWithToast } from "~/utils/http.server";
import { messageToThread } from "../chat.server";
import { CHAT_MESSAGES as M } from "../messages";
import { toThreadSchema } from "../rules";
import { answer, replyOf, type ChatIntent } from "./intent.server";

/** « Créer un sujet »: the message becomes a forum thread its converter authors. */
export async function toThreadIntent({ context, request, message, form, intent, messageId }: ChatIntent) {
  const { db, changedPages } = context;
  const { env } = context.cloudflare;
  const parsed = parseWithZod(form, { schema: toThreadSchema });
  if (parsed.status !== "success") return answer({ intent, messageId, alert: null, result: replyOf(parsed) }, 400);
  try {
    const result = await messageToThread(db, env, request, message, parsed.value, changedPages);
    if (!result.ok) {
      if (result.reason === "limited") {
        return answer({ intent, messageId, alert: { title: M.threadError, description: result.message }, result: replyOf(parsed) }, 429);
      }
      const message =
        result.reason === "duplicate"
          ? FORUM_MESSAGES.duplicateSlug
          : result.reason === "empty-slug"
            ? FORUM_MESSAGES.titleWithoutLetters
            : M.notFound;
      const alert = { title: M.threadError, description: message };
      return answer({ intent, messageId, alert, result: replyOf(parsed, { title: [message] }) }, 400);
    }
    return redirectWithToast(env, "/entraide", { title: M.turnedIntoThread, type: "success" });
  } catch (error) {
    console.error("messageToThread", error);
    return answer({ intent, messageId, alert: { title: M.threadError }, result: replyOf(parsed) }, 500);
  }
}
