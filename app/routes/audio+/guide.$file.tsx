/**
 * GET /audio/guide/<file>.mp3: the guided practices' audio, public, read from R2 (`guide/<file>`) with
 * byte ranges, so the seek bar of an 8-minute guide jumps where it is dragged (decision 0200).
 * The files are put into the bucket by `scripts/guide-audio.mjs` (locally by `npm start` and the tests).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readRangedObject } from "~/audio/r2-range.server";
import { GUIDE_AUDIO_MESSAGES, guideAudioKey } from "~/audio/guide-audio";

const HEADERS = {
  "Content-Type": "audio/mpeg",
  "X-Content-Type-Options": "nosniff",
  // The same words for everyone; a new recording gets a new file name.
  "Cache-Control": "public, max-age=86400",
};

function text(body: string, status: number, extra: Record<string, string> = {}) {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...extra } });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = guideAudioKey(params.file ?? "");
  if (!key) return text(GUIDE_AUDIO_MESSAGES.notFound, 404);
  const answer = await readRangedObject(context.cloudflare.env.AUDIO, key, request);
  if (answer.kind === "missing") return text(GUIDE_AUDIO_MESSAGES.notFound, 404);
  if (answer.kind === "unsatisfiable") return text("", 416, { "Content-Range": `bytes */${answer.size}` });
  return new Response(answer.object.body, {
    status: answer.status,
    headers: { ...HEADERS, ...answer.headers, ETag: answer.object.httpEtag },
  });
}
