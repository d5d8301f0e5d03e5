/** GET /audio/play?key&expires&signature: streams a recording when the signature is genuine and fresh. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { contentRange, resolveByteRange } from "~/audio/range";
import { verifyAudioSignature } from "~/audio/storage.server";
import { AUDIO_MESSAGES } from "~/audio/validation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const key = await verifyAudioSignature(env.SESSION_SECRET, new URL(request.url).searchParams);
  if (!key) return new Response(AUDIO_MESSAGES.forbidden, { status: 403 });
  const headers = { "Accept-Ranges": "bytes", "Cache-Control": "private, max-age=3000" };

  // A range (seeking, reading the duration) needs the size first: one head(), then that slice.
  const rangeHeader = request.headers.get("Range");
  if (rangeHeader) {
    const head = await env.AUDIO.head(key);
    if (!head) return new Response(AUDIO_MESSAGES.unavailable, { status: 404 });
    const range = resolveByteRange(rangeHeader, head.size);
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${head.size}` } });
    }
    if (range) {
      const part = await env.AUDIO.get(key, { range });
      if (!part) return new Response(AUDIO_MESSAGES.unavailable, { status: 404 });
      return new Response(part.body, {
        status: 206,
        headers: {
          ...headers,
          "Content-Type": part.httpMetadata?.contentType ?? "audio/webm",
          "Content-Length": String(range.length),
          "Content-Range": contentRange(range, head.size),
        },
      });
    }
  }

  const object = await env.AUDIO.get(key);
  if (!object) return new Response(AUDIO_MESSAGES.unavailable, { status: 404 });
  return new Response(object.body, {
    headers: { ...headers, "Content-Type": object.httpMetadata?.contentType ?? "audio/webm", "Content-Length": String(object.size) },
  });
}
