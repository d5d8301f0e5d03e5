/**
 * The signed address that stops every rendez-vous without signing in (issue 44, RFC 8058; decision 0405):
 * an HMAC of the account id under the session secret. It never expires, as an unsubscribe link must not.
 */
import { appOrigin } from "~/utils/app-origin.server";
import { hmacSha256, timingSafeEqual } from "~/utils/crypto.server";

const PURPOSE = "rendez-vous-stop:";

function stopToken(env: Pick<Env, "SESSION_SECRET">, userId: string): Promise<string> {
  return hmacSha256(env.SESSION_SECRET, PURPOSE + userId);
}

export async function isStopToken(env: Pick<Env, "SESSION_SECRET">, userId: string, token: string): Promise<boolean> {
  return timingSafeEqual(await stopToken(env, userId), token);
}

/** The one-click URL (List-Unsubscribe) and the mailto beside it. */
export async function stopAddresses(env: Pick<Env, "SESSION_SECRET" | "APP_ORIGIN" | "EMAIL_FROM">, userId: string) {
  const token = await stopToken(env, userId);
  const url = `${appOrigin(env)}/rendez-vous/arret?u=${encodeURIComponent(userId)}&t=${token}`;
  const sender = /<([^>]+)>/.exec(env.EMAIL_FROM)?.[1] ?? env.EMAIL_FROM;
  const mailto = `mailto:${sender}?subject=${encodeURIComponent(`Arrêter mes rendez-vous ${userId} ${token}`)}`;
  return { url, mailto };
}
