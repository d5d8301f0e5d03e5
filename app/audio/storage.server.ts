/**
 * Voice recordings in R2 (binding AUDIO, bucket practice-audio), read back only through short-lived
 * signed URLs. Keys start with the owner's user id, which is how ownership is checked.
 */
import { hmacSha256, timingSafeEqual } from "~/utils/crypto.server";

export const SIGNED_URL_SECONDS = 3600;
export const AUDIO_PLAY_PATH = "/audio/play";

/** {userId}/{sessionId}/step_{n}_{timestamp}.webm; `sessionId` may be 'question-{session}'. */
export function stepAudioKey(userId: string, sessionId: string, step: number, now = Date.now()): string {
  return `${userId}/${sessionId}/step_${step}_${now}.webm`;
}

/** {user_id}/{session_id}_{key}_{timestamp}.webm for the 3 Gestes bilan. */
export function bilanAudioKey(userId: string, sessionId: string, key: string, now = Date.now()): string {
  return `${userId}/${sessionId}_${key}_${now}.webm`;
}

export function ownsAudioKey(userId: string, key: string): boolean {
  return key.startsWith(`${userId}/`) && !key.includes("..");
}

/** Stores a recording without ever overwriting one: a taken key is refused (returns false). */
export async function putAudioOnce(bucket: R2Bucket, key: string, body: ArrayBuffer, contentType: string): Promise<boolean> {
  if (await bucket.head(key)) return false;
  const stored = await bucket.put(key, body, {
    httpMetadata: { contentType },
    onlyIf: new Headers({ "If-None-Match": "*" }),
  });
  return stored !== null;
}

function payload(key: string, expires: number) {
  return `audio:${key}:${expires}`;
}

/** A URL valid for 3600 s; issue it only to the key's owner. */
export async function signAudioUrl(secret: string, key: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  const signature = await hmacSha256(secret, payload(key, expires));
  const params = new URLSearchParams({ key, expires: String(expires), signature });
  return `${AUDIO_PLAY_PATH}?${params}`;
}

/** Whether a signed URL's parameters are genuine and not expired. */
export async function verifyAudioSignature(
  secret: string,
  params: URLSearchParams,
  now = Date.now(),
): Promise<string | null> {
  const key = params.get("key");
  const expires = Number(params.get("expires"));
  const signature = params.get("signature");
  if (!key || !signature || !Number.isInteger(expires)) return null;
  if (expires * 1000 < now || expires * 1000 > now + SIGNED_URL_SECONDS * 1000 + 60_000) return null;
  const expected = await hmacSha256(secret, payload(key, expires));
  return timingSafeEqual(expected, signature) ? key : null;
}

/** Turns stored audio values into playable URLs: R2 keys get a signed URL, http and data URLs pass. */
export async function playableUrl(secret: string, userId: string, value: string | null): Promise<string | null> {
  if (!value || value === "local_audio" || /undefined|null/.test(value)) return null;
  if (/^(https?:|data:)/.test(value)) return value;
  return ownsAudioKey(userId, value) ? signAudioUrl(secret, value) : null;
}

/** Every R2 key under a prefix (paginated listing). */
export async function listAudioKeys(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, limit: 1000 });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** Deletes every recording under a prefix (`{userId}/`, `{userId}/{sessionId}/`…), 1000 keys a call. */
export async function deleteAudioPrefix(bucket: R2Bucket, prefix: string): Promise<void> {
  const keys = await listAudioKeys(bucket, prefix);
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}
