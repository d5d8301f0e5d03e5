/**
 * The one writer of profile pictures: R2 (binding AUDIO, the user's own prefix, "{userId}/avatar/"),
 * served from our own origin by routes/avatars.$userId.$file.tsx, so no third-party host learns who
 * looks at a profile. Under the user's prefix, an avatar is in the export and erased with the account
 * (account-data/data.server.ts lists and deletes "{userId}/").
 */
import { eq } from "drizzle-orm";
import { profiles } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import { authorPagesQuery, nameAuthorPagesFrom } from "~/forum/author-pages.server";
import type { ChangedPages } from "~/utils/changed-pages";
import type { Db } from "~/utils/db.server";
import { AVATAR_PATH } from "./url";
import { AVATAR_TYPES, inspectAvatar, type AvatarType } from "./validation";

const avatarPrefix = (userId: string) => `${userId}/avatar/`;

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

/**
 * Checks the image (type list + bytes), stores it, points the profile at it, removes the previous one.
 * The key holds the account's id, so the session is read first (one round trip); the profile's change and
 * the pages that show the picture (`pages`) are then one batch (a second).
 */
export async function saveAvatar(
  db: Db,
  bucket: R2Bucket,
  writer: Writer,
  bytes: Uint8Array,
  declaredType: string | null,
  pages: ChangedPages,
  now = Date.now(),
): Promise<SaveAvatarResult> {
  const { id: userId } = await writer.user();
  const inspected = inspectAvatar(declaredType, bytes);
  if (!inspected.ok) return inspected;
  const type: AvatarType = inspected.type;
  const file = `${now}.${AVATAR_TYPES[type]}`;
  const key = `${avatarPrefix(userId)}${file}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
  const url = `${AVATAR_PATH}/${userId}/${file}`;
  const [, shown] = await db.batch([
    db
      .update(profiles)
      .set({ avatarUrl: url, updatedAt: new Date(now).toISOString() })
      .where(eq(profiles.id, userId)),
    authorPagesQuery(db, userId),
  ]);
  nameAuthorPagesFrom(shown, pages);
  await deleteAvatars(bucket, userId, key);
  return { ok: true, url };
}

/** The picture removed from the profile with the session and the pages that showed it (one round trip), then from R2. */
export async function removeAvatar(db: Db, bucket: R2Bucket, writer: Writer, pages: ChangedPages) {
  const { user, results } = await writer.run([
    db.update(profiles).set({ avatarUrl: null, updatedAt: new Date().toISOString() }).where(eq(profiles.id, writer.owner)),
    authorPagesQuery(db, writer.owner),
  ] as const);
  nameAuthorPagesFrom(results[1], pages);
  await deleteAvatars(bucket, user.id);
}

/** The stored picture for /avatars/{userId}/{file}, or null; only listed image types are ever served. */
export async function readAvatar(bucket: R2Bucket, userId: string, file: string) {
  const object = await bucket.get(`${avatarPrefix(userId)}${file}`);
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "";
  if (!(type in AVATAR_TYPES)) return null;
  return { body: object.body, type, etag: object.httpEtag };
}
