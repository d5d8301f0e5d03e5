/**
 * POST /audio/upload?sessionId=…&step=…[&scope=question]: the raw recording as the body.
 * Signed-in users only; the session must be theirs; audio types only, at most 50 MB; never overwrites.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { putAudioOnce, signAudioUrl, stepAudioKey } from "~/audio/storage.server";
import { AUDIO_MAX_BYTES, AUDIO_MESSAGES, checkAudio } from "~/audio/validation";
import { getUser } from "~/auth/session.server";
import { getOwnedSession } from "~/practice/sessions.server";

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const user = await getUser(db, env, request);
  if (!user) return json({ error: AUDIO_MESSAGES.signInRequired }, { status: 401 });

  const url = new URL(request.url);
  const sessionId = url.searchParams.get("sessionId") ?? "";
  const step = Number(url.searchParams.get("step"));
  const scope = url.searchParams.get("scope") === "question" ? "question" : "step";
  if (!Number.isInteger(step) || step < 0 || step > 100) return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 400 });
  if (scope === "step" || sessionId !== "") {
    const session = sessionId ? await getOwnedSession(db, user.id, sessionId) : undefined;
    if (!session) return json({ error: AUDIO_MESSAGES.forbidden }, { status: 403 });
  }

  const contentType = request.headers.get("Content-Type");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  // Refuse before reading the body when the declared size already says no.
  const early = checkAudio(contentType, Number.isFinite(declared) ? declared : 0);
  if (early) return json({ error: early.error, title: early.title }, { status: early.status });

  const body = await request.arrayBuffer();
  const refusal = checkAudio(contentType, body.byteLength);
  if (refusal) return json({ error: refusal.error, title: refusal.title }, { status: refusal.status });
  if (body.byteLength === 0 || body.byteLength > AUDIO_MAX_BYTES) return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 400 });

  const folder = scope === "question" ? `question-${sessionId || "libre"}` : sessionId;
  const key = stepAudioKey(user.id, folder, step);
  const stored = await putAudioOnce(env.AUDIO, key, body, "audio/webm");
  if (!stored) return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 409 });
  return json({ key, url: await signAudioUrl(env.SESSION_SECRET, key) }, { status: 201 });
}
