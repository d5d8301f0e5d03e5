/**
 * Recovery and sign-in-link requests (issue 41, items 1 and 5). The page answers at once, the same way
 * for every address: the limits before the answer (keyed by the address typed, the same work whatever
 * the address, so that an over-limit answer can say when to ask again, decision 0474); the lookup and
 * the e-mail after it (`waitUntil`), so the answer's time does not tell whether an account exists
 * (decision 0302).
 * Limits (app/limits/table.ts): per address asked for from one client (`*.pair`), per client whatever
 * it asks for (`*.client`), and every e-mail per recipient (`email.recipient`, in the transport). Five
 * requests from one client therefore never block the owner asking from another.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { rateLimits, users } from "#db/schema";
import { limitKey } from "~/limits/key";
import { clientIp } from "~/limits/client.server";
import { limit } from "~/limits/limits.server";
import { appOrigin } from "~/utils/app-origin.server";
import { emailTransport } from "~/utils/email.server";
import { requestMagicLink, requestRecovery } from "./accounts.server";

type LinkRequest =
  | { kind: "recovery"; email: string }
  /** `browserHash`: the link opens only in the browser that asked for it (decision 0320). */
  | { kind: "magiclink"; email: string; redirectTo: string | null; browserHash: string | null };

/** A refused request's words (decision 0474): the same for every address, known or not. */
function linkAskedRecently(againAt: Date): string {
  const parts = new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(againAt);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `Si un compte existe avec cette adresse, un lien lui a été envoyé il y a peu. Vous pourrez en demander un autre à ${part("hour")}\u00a0h\u00a0${part("minute")} (heure de Paris).`;
}

/**
 * Counts the request against its limits before the page answers, the same way for every address (the
 * counters are keyed by the address typed and the client, never by whether an account has it), then
 * sends after the answer. Over a limit: nothing is sent, and the page says when to ask again.
 */
export async function sendLinkAfterAnswer(
  context: AppLoadContext,
  request: Request,
  ask: LinkRequest,
): Promise<{ ok: true } | { ok: false; limited: { title: string; message: string } }> {
  const { db } = context;
  const { env, ctx } = context.cloudflare;
  const client = clientIp(request, env);
  // No account is read before the answer (decision 0302): the counters are keyed by the address typed and
  // the client, the same for every address; the lookup, and the counter given to its account (so that it
  // goes with the account's deletion, decision 0300), and the e-mail come after the answer.
  const now = new Date();
  const pair = await limit(db, `${ask.kind}.pair`, { recipient: ask.email, client }, { now });
  const refused = !pair.ok ? pair : await limit(db, `${ask.kind}.client`, { client }, { now }).then((r) => (r.ok ? null : r));
  if (refused) {
    return {
      ok: false,
      limited: { title: "Lien déjà envoyé", message: linkAskedRecently(new Date(now.getTime() + refused.retryAfterMs)) },
    };
  }
  const work = async () => {
    const owner = (await db.select({ id: users.id }).from(users).where(eq(users.email, ask.email)).get())?.id ?? null;
    if (!owner) return;
    await db
      .update(rateLimits)
      .set({ userId: owner })
      .where(eq(rateLimits.key, limitKey(`${ask.kind}.pair`, { recipient: ask.email, client }, now)));
    const mailer = emailTransport(db, env);
    if (ask.kind === "recovery") await requestRecovery(db, mailer, appOrigin(env), ask.email);
    else await requestMagicLink(db, mailer, appOrigin(env), { email: ask.email, redirectTo: ask.redirectTo, browserHash: ask.browserHash });
  };
  ctx.waitUntil(work().catch((error) => console.error(`${ask.kind} request failed`, error)));
  return { ok: true };
}
