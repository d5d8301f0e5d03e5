/**
 * POST /audio/upload?sessionId=…&step=…[&scope=question]: the raw recording as the body.
 * Signed-in users only; the session must be theirs; listed audio only (type and bytes), at most
 * 50 MB; never overwrites.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { audioUrlSecret, signAudioUrl, stepAudioKey, storeAudio } from "~/audio/storage.server";
import { AUDIO_MESSAGES, checkAudio } from "~/audio/validation";
import { ownedSessionQuery } from "~/practice/sessions.server";
import { readWithSession } from "~/auth/session-batch.server";
import { discardBody } from "~/utils/request-body.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405, headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("sessionId") ?? "";
  const step = Number(url.searchParams.get("step"));
  const scope = url.searchParams.get("scope") === "question" ? "question" : "step";
  // A step's recording names its practice session, read with the request's own (one round trip): it must be theirs.
  const namesRun = scope === "step" || sessionId !== "";
  const { user, results } = namesRun
    ? await readWithSession(db, env, request, (owner) => [ownedSessionQuery(db, owner, sessionId).limit(1)] as const)
    : { ...(await readWithSession(db, env, request)), results: null };
  if (!user) return json({ error: AUDIO_MESSAGES.signInRequired }, { status: 401, headers: NO_STORE });
  if (!Number.isInteger(step) || step < 0 || step > 100)
    return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 400, headers: NO_STORE });
  if (namesRun && !results?.[0][0]) return json({ error: AUDIO_MESSAGES.forbidden }, { status: 403, headers: NO_STORE });

  const contentType = request.headers.get("Content-Type");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  // Refuse before reading the body when the declared type or size already says no.
  const early = checkAudio(contentType, Number.isFinite(declared) ? declared : 0);
  if (early) {
    await discardBody(request);
    return json({ error: early.error, title: early.title }, { status: early.status, headers: NO_STORE });
  }

  const body = await request.arrayBuffer();
  if (body.byteLength === 0) return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 400, headers: NO_STORE });
  const folder = scope === "question" ? `question-${sessionId || "libre"}` : sessionId;
  const stored = await storeAudio(env.AUDIO, (extension) => stepAudioKey(user.id, folder, step, Date.now(), extension), body, contentType);
  if (!stored.ok) {
    const { refusal } = stored;
    if (refusal) return json({ error: refusal.error, title: refusal.title }, { status: refusal.status, headers: NO_STORE });
    return json({ error: AUDIO_MESSAGES.uploadFailed }, { status: 409, headers: NO_STORE });
  }
  return json({ key: stored.key, url: await signAudioUrl(audioUrlSecret(env), stored.key) }, { status: 201, headers: NO_STORE });
}
