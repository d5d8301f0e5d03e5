/**
 * Voice recordings in R2 (binding AUDIO, bucket practice-audio), read back only through short-lived
 * signed URLs. Keys start with the owner's user id, which is how ownership is checked.
 */
import { hmacSha256, timingSafeEqual } from "~/utils/crypto.server";
import { audioExtension, inspectAudio, type AudioRefusal, type AudioType } from "./validation";

const SIGNED_URL_SECONDS = 3600;
const AUDIO_PLAY_PATH = "/audio/play";

/** {userId}/{sessionId}/step_{n}_{timestamp}.{ext}; `sessionId` may be 'question-{session}'. */
export function stepAudioKey(userId: string, sessionId: string, step: number, now = Date.now(), extension = "webm"): string {
  return `${userId}/${sessionId}/step_${step}_${now}.${extension}`;
}

export function ownsAudioKey(userId: string, key: string): boolean {
  return key.startsWith(`${userId}/`) && !key.includes("..");
}

export type StoreAudioResult = { ok: true; key: string; type: AudioType } | { ok: false; refusal: AudioRefusal | null };

/**
 * The one way audio reaches R2 (upload, questions, import, bilan): the declared type must be listed
 * and the bytes must be that kind of audio; the stored Content-Type is the one the bytes show.
 * `keyFor` gets the extension of that type. A refusal is null when the key was taken.
 */
export async function storeAudio(
  bucket: R2Bucket,
  keyFor: (extension: string) => string,
  body: ArrayBuffer | Uint8Array,
  declaredType: string | null | undefined,
): Promise<StoreAudioResult> {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  const inspected = inspectAudio(declaredType, bytes);
  if (!inspected.ok) return { ok: false, refusal: inspected.refusal };
  const key = keyFor(audioExtension(inspected.type));
  if (!(await putAudioOnce(bucket, key, bytes, inspected.type))) return { ok: false, refusal: null };
  return { ok: true, key, type: inspected.type };
}

/** Stores a recording without ever overwriting one: a taken key is refused (returns false). */
export async function putAudioOnce(
  bucket: R2Bucket,
  key: string,
  body: ArrayBuffer | Uint8Array,
  contentType: AudioType,
): Promise<boolean> {
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

/** The secret material of audio URLs: AUDIO_URL_SECRET when set, else the session secret. */
export function audioUrlSecret(env: Pick<Env, "SESSION_SECRET" | "AUDIO_URL_SECRET">): string {
  return env.AUDIO_URL_SECRET || env.SESSION_SECRET;
}

/** Audio URLs are signed with a key of their own, derived from the material (HMAC as a KDF). */
const AUDIO_KEY_LABEL = "rendez-vous-interieur/audio-url-key/v1";
async function signature(secret: string, key: string, expires: number) {
  return hmacSha256(await hmacSha256(secret, AUDIO_KEY_LABEL), payload(key, expires));
}

/**
 * A URL valid for 3600 s; issue it only to the key's owner. `secret` is `audioUrlSecret(env)`.
 * `path` is the serving route: audio plays at /audio/play, the assistant's images have their own.
 */
export async function signAudioUrl(secret: string, key: string, now = Date.now(), path = AUDIO_PLAY_PATH): Promise<string> {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  const signed = await signature(secret, key, expires);
  const params = new URLSearchParams({ key, expires: String(expires), signature: signed });
  return `${path}?${params}`;
}

/** Whether a signed URL's parameters are genuine and not expired. */
export async function verifyAudioSignature(secret: string, params: URLSearchParams, now = Date.now()): Promise<string | null> {
  const key = params.get("key");
  const expiresText = params.get("expires") ?? "";
  // Only the form signURL writes: "…0.0", "+…", "0…" or "1e9" name the same number but are not it (issue 31).
  if (!/^[1-9][0-9]{0,11}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  const given = params.get("signature");
  if (!key || !given) return null;
  if (expires * 1000 < now || expires * 1000 > now + SIGNED_URL_SECONDS * 1000 + 60_000) return null;
  const expected = await signature(secret, key, expires);
  return timingSafeEqual(expected, given) ? key : null;
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
