import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readAvatar } from "~/avatars/storage.server";
import { AVATAR_FILE } from "~/avatars/url";

const USER_ID = /^[0-9a-f-]{36}$/i;

/**
 * GET /avatars/{userId}/{file}: a profile picture, from our own origin (shown next to public posts, like
 * the pseudo). The file name changes with each upload, so it can be cached for good.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const userId = params.userId ?? "";
  const file = params.file ?? "";
  if (!USER_ID.test(userId) || !AVATAR_FILE.test(file)) return new Response("Image introuvable", { status: 404 });
  const avatar = await readAvatar(context.cloudflare.env.AUDIO, userId, file);
  if (!avatar) return new Response("Image introuvable", { status: 404 });
  return new Response(avatar.body, {
    headers: {
      "Content-Type": avatar.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      ETag: avatar.etag,
    },
  });
}
