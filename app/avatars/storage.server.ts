/**
 * The one writer of profile pictures: R2 (binding AUDIO, the user's own prefix, "{userId}/avatar/"),
 * served from our own origin by routes/avatars.$userId.$file.tsx, so no third-party host learns who
 * looks at a profile. Under the user's prefix, an avatar is in the export and erased with the account
 * (account-data/data.server.ts lists and deletes "{userId}/").
 */
import { eq } from "drizzle-orm";
import { profiles } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { AVATAR_PATH } from "./url";
import { AVATAR_TYPES, inspectAvatar, type AvatarType } from "./validation";

export const avatarPrefix = (userId: string) => `${userId}/avatar/`;

async function deleteAvatars(bucket: R2Bucket, userId: string, keep?: string) {
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: avatarPrefix(userId), cursor });
    const stale = listed.objects.map((o) => o.key).filter((key) => key !== keep);
    if (stale.length) await bucket.delete(stale);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

export type SaveAvatarResult = { ok: true; url: string } | { ok: false; message: string };

/** Checks the image (type list + bytes), stores it, points the profile at it, removes the previous one. */
export async function saveAvatar(
  db: Db,
  bucket: R2Bucket,
  userId: string,
  bytes: Uint8Array,
  declaredType: string | null,
  now = Date.now(),
): Promise<SaveAvatarResult> {
  const inspected = inspectAvatar(declaredType, bytes);
  if (!inspected.ok) return inspected;
  const type: AvatarType = inspected.type;
  const file = `${now}.${AVATAR_TYPES[type]}`;
  const key = `${avatarPrefix(userId)}${file}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  const url = `${AVATAR_PATH}/${userId}/${file}`;
  await db
    .update(profiles)
    .set({ avatarUrl: url, updatedAt: new Date(now).toISOString() })
    .where(eq(profiles.id, userId));
  await deleteAvatars(bucket, userId, key);
  return { ok: true, url };
}

export async function removeAvatar(db: Db, bucket: R2Bucket, userId: string) {
  await db.update(profiles).set({ avatarUrl: null, updatedAt: new Date().toISOString() }).where(eq(profiles.id, userId));
  await deleteAvatars(bucket, userId);
}

/** The stored picture for /avatars/{userId}/{file}, or null; only listed image types are ever served. */
export async function readAvatar(bucket: R2Bucket, userId: string, file: string) {
  const object = await bucket.get(`${avatarPrefix(userId)}${file}`);
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "";
  if (!(type in AVATAR_TYPES)) return null;
  return { body: object.body, type, etag: object.httpEtag };
}
