/**
 * GET /audio/play?key&expires&signature: streams a recording when the signature is genuine and fresh.
 * Whatever was stored, the answer is audio and nothing else: a listed audio type (or a download),
 * no sniffing, and a sandbox that keeps any content from running as a page of this site.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { audioUrlSecret, verifyAudioSignature } from "~/audio/storage.server";
import { AUDIO_MESSAGES, audioExtension, listedAudioType } from "~/audio/validation";

const GUARD_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "Cache-Control": "private, no-store",
};

function refuse(text: string, status: number, extra: Record<string, string> = {}) {
  return new Response(text, { status, headers: { ...GUARD_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...extra } });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const key = await verifyAudioSignature(audioUrlSecret(env), new URL(request.url).searchParams);
  if (!key) return refuse(AUDIO_MESSAGES.forbidden, 403);

  // R2 reads the Range header itself (one range; anything else gets the whole file).
  const range = request.headers.get("Range");
  let object: R2ObjectBody | null;
  try {
    object = await env.AUDIO.get(key, range ? { range: request.headers } : undefined);
  } catch {
    const head = await env.AUDIO.head(key);
    if (!head) return refuse(AUDIO_MESSAGES.unavailable, 404);
    return refuse("", 416, { "Content-Range": `bytes */${head.size}` });
  }
  if (!object) return refuse(AUDIO_MESSAGES.unavailable, 404);

  const type = listedAudioType(object.httpMetadata?.contentType);
  const headers: Record<string, string> = {
    ...GUARD_HEADERS,
    "Accept-Ranges": "bytes",
    // Only a listed audio type is ever sent; anything else stored long ago is a download.
    "Content-Type": type ?? "application/octet-stream",
    "Content-Disposition": `${type ? "inline" : "attachment"}; filename="enregistrement.${type ? audioExtension(type) : "bin"}"`,
  };
  // A range starting past the end cannot be served (RFC 9110 §14.1.2); R2 would send it all.
  const first = range ? /^bytes=(\d+)-/.exec(range.trim()) : null;
  if (first && Number(first[1]) >= object.size) {
    await object.body.cancel();
    return refuse("", 416, { "Content-Range": `bytes */${object.size}` });
  }
  const served = object.range as { offset?: number; length?: number; suffix?: number } | undefined;
  const length =
    served?.suffix !== undefined ? Math.min(served.suffix, object.size) : (served?.length ?? object.size - (served?.offset ?? 0));
  const offset = served?.suffix !== undefined ? object.size - length : (served?.offset ?? 0);
  if (range && served && length < object.size) {
    return new Response(object.body, {
      status: 206,
      headers: { ...headers, "Content-Length": String(length), "Content-Range": `bytes ${offset}-${offset + length - 1}/${object.size}` },
    });
  }
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
}
