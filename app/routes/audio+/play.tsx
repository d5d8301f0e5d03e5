/** GET /audio/play?key&expires&signature: streams a recording when the signature is genuine and fresh. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyAudioSignature } from "~/audio/storage.server";
import { AUDIO_MESSAGES } from "~/audio/validation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const key = await verifyAudioSignature(env.SESSION_SECRET, new URL(request.url).searchParams);
  if (!key) return new Response(AUDIO_MESSAGES.forbidden, { status: 403 });
  const object = await env.AUDIO.get(key);
  if (!object) return new Response(AUDIO_MESSAGES.unavailable, { status: 404 });
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "audio/webm",
      "Content-Length": String(object.size),
      "Cache-Control": "private, max-age=3000",
    },
  });
}
