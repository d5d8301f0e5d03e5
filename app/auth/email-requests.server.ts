/**
 * Recovery and sign-in-link requests (issue 41, items 1 and 5). The page answers "sent" at once, the
 * same way for every address; the lookup, the limits and the e-mail run after the answer
 * (`waitUntil`), so the answer's time does not tell whether an account exists (decision 0302).
 * Limits (app/limits/table.ts): per address asked for from one client (`*.pair`), per client whatever
 * it asks for (`*.client`), and every e-mail per recipient (`email.recipient`, in the transport). Five
 * requests from one client therefore never block the owner asking from another.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { clientIp } from "~/limits/client.server";
import { limit } from "~/limits/limits.server";
import { appOrigin } from "~/utils/app-origin.server";
import { emailTransport } from "~/utils/email.server";
import { requestMagicLink, requestRecovery } from "./accounts.server";

type LinkRequest =
  | { kind: "recovery"; email: string }
  /** `browserHash`: the link opens only in the browser that asked for it (decision 0320). */
  | { kind: "magiclink"; email: string; redirectTo: string | null; browserHash: string | null };

export function sendLinkAfterAnswer(context: AppLoadContext, request: Request, ask: LinkRequest): void {
  const { db } = context;
  const { env, ctx } = context.cloudflare;
  const client = clientIp(request, env);
  const work = async () => {
    const owner = (await db.select({ id: users.id }).from(users).where(eq(users.email, ask.email)).get())?.id ?? null;
    const pair = await limit(db, `${ask.kind}.pair`, { recipient: ask.email, client }, { owner });
    if (!pair.ok) return;
    if (!(await limit(db, `${ask.kind}.client`, { client })).ok) return;
    if (!owner) return;
    const mailer = emailTransport(db, env);
    if (ask.kind === "recovery") await requestRecovery(db, mailer, appOrigin(env), ask.email);
    else await requestMagicLink(db, mailer, appOrigin(env), { email: ask.email, redirectTo: ask.redirectTo, browserHash: ask.browserHash });
  };
  ctx.waitUntil(work().catch((error) => console.error(`${ask.kind} request failed`, error)));
}
