/**
 * The signed address that stops every rendez-vous without signing in (issue 44, RFC 8058; decision 0405):
 * an HMAC of the account id under the session secret. It never expires, as an unsubscribe link must not.
 */
import { appOrigin } from "~/utils/app-origin.server";
import { hmacSha256, timingSafeEqual } from "~/utils/crypto.server";

import type { ChoiceKind } from "~/community-notices/choices";

const PURPOSE = "rendez-vous-stop:";

/**
 * Without a scope, every rendez-vous; with one (a kind of community notice, issue 57), that kind's
 * e-mails only. The scope is part of what is signed: a link for one never stops another.
 */
function stopToken(env: Pick<Env, "SESSION_SECRET">, userId: string, scope: ChoiceKind | null = null): Promise<string> {
  return hmacSha256(env.SESSION_SECRET, scope ? `notice-stop:${scope}:${userId}` : PURPOSE + userId);
}

export async function isStopToken(
  env: Pick<Env, "SESSION_SECRET">,
  userId: string,
  token: string,
  scope: ChoiceKind | null = null,
): Promise<boolean> {
  return timingSafeEqual(await stopToken(env, userId, scope), token);
}

/** The one-click URL (List-Unsubscribe) and the mailto beside it. */
export async function stopAddresses(
  env: Pick<Env, "SESSION_SECRET" | "APP_ORIGIN" | "EMAIL_FROM">,
  userId: string,
  scope: ChoiceKind | null = null,
) {
  const token = await stopToken(env, userId, scope);
  const url = `${appOrigin(env)}/rendez-vous/arret?u=${encodeURIComponent(userId)}&t=${token}${scope ? `&quoi=${scope}` : ""}`;
  const sender = /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM;
  const subject = scope ? `Arrêter les e-mails ${scope} ${userId} ${token}` : `Arrêter mes rendez-vous ${userId} ${token}`;
  const mailto = `mailto:${sender}?subject=${encodeURIComponent(subject)}`;
  return { url, mailto, scope };
}
