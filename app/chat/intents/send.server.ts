import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/cloudflare";
import { sendMessage } from "../chat.server";
import { CHAT_MESSAGES as M } from "../messages";
import { messageSchema } from "../rules";
import { answer, replyOf, type ChatIntent } from "./intent.server";

/** « Envoyer »: stored once per form key, unless this author sent one less than 3 seconds ago. */
export async function sendIntent({ context, user, form, intent, js }: ChatIntent) {
  const { db } = context;
  const { env } = context.cloudflare;
  const parsed = parseWithZod(form, { schema: messageSchema });
  if (parsed.status !== "success") return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
  try {
    const result = await sendMessage(db, env, user, parsed.value.content, parsed.value.cle);
    if (!result.ok) {
      const alert = { title: M.tooFastTitle, description: M.tooFastText };
      return answer({ intent, alert, result: replyOf(parsed), waitMs: result.waitMs }, 429);
    }
    // Without JavaScript, the page reloads and lands on the message just sent.
    if (!js) return redirect(`/entraide#message-${result.id}`, 303);
    return answer({ intent, sentId: result.id, sent: result.line, nextKey: crypto.randomUUID(), alert: null, waitMs: 3000 });
  } catch (error) {
    console.error("sendMessage", error);
    return answer({ intent, alert: { title: M.sendError }, result: replyOf(parsed) }, 500);
  }
}
