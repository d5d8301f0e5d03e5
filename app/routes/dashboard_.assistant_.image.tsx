/**
 * GET /dashboard/assistant/image?key&expires&signature: one of the assistant's images, when the
 * signature (the audio's mechanism, issued only to the owner) is genuine and fresh. Only a listed
 * image type under an assistant prefix is ever sent, in a sandbox, never sniffed.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listedImageType } from "~/assistant/image-types";
import { audioUrlSecret, verifyAudioSignature } from "~/audio/storage.server";

const GUARD_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "Cache-Control": "private, no-store",
};

function refuse(text: string, status: number) {
  return new Response(text, { status, headers: { ...GUARD_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const key = await verifyAudioSignature(audioUrlSecret(env), new URL(request.url).searchParams);
  if (!key || !/^[^/]+\/assistant\/[^/]+$/.test(key) || key.includes("..")) return refuse("Accès refusé à cette image.", 403);
  const object = await env.AUDIO.get(key);
  if (!object) return refuse("Image non disponible", 404);
  const type = listedImageType(object.httpMetadata?.contentType);
  if (!type) {
    await object.body.cancel();
    return refuse("Image non disponible", 404);
  }
  return new Response(object.body, { headers: { ...GUARD_HEADERS, "Content-Type": type, "Content-Length": String(object.size) } });
}
