import { parseWithZod } from "@conform-to/zod";
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CHAT_MESSAGES as M } from "../messages";
import { messageSchema } from "../rules";
import { sendMessage } from "../send-message.server";
import { answer, replyOf } from "./intent.server";
import { readWithSession } from "~/auth/session-batch.server";

/** « Envoyer » is given the request itself: its session is read in the write's batch. */
export type SendArgs = { context: AppLoadContext; request: Request; form: FormData; intent: string; js: boolean };

/** « Envoyer »: stored once per form key, unless this author sent one less than 3 seconds ago. */
export async function sendIntent({ context, request, form, intent, js }: SendArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const parsed = parseWithZod(form, { schema: messageSchema });
  if (parsed.status !== "success") {
    await readWithSession(db, env, request, { require: true });
    return answer({ intent, alert: null, result: replyOf(parsed) }, 400);
  }
  try {
    const { result } = await sendMessage(db, env, request, parsed.value.content, parsed.value.cle);
    if (!result.ok) {
      const alert = { title: M.tooFastTitle, description: M.tooFastText };
      return answer({ intent, alert, result: replyOf(parsed), waitMs: result.waitMs }, 429);
    }
    // Without JavaScript, the page reloads and lands on the message just sent.
    if (!js) return redirect(`/entraide#message-${result.id}`, 303);
    return answer({ intent, sentId: result.id, sent: result.line, nextKey: crypto.randomUUID(), alert: null, waitMs: 3000 });
  } catch (error) {
    // Without a session: the login redirect, as before anything is written.
    if (error instanceof Response) throw error;
    console.error("sendMessage", error);
    return answer({ intent, alert: { title: M.sendError }, result: replyOf(parsed) }, 500);
  }
}
