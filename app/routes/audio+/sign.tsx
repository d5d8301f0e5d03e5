/** GET /audio/sign?key=…: a fresh signed playback URL, only for the recording's owner. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { audioUrlSecret, ownsAudioKey, signAudioUrl } from "~/audio/storage.server";
import { AUDIO_MESSAGES } from "~/audio/validation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await readWithSession(context.db, context.cloudflare.env, request);
  if (!user) return json({ error: AUDIO_MESSAGES.signInRequired }, { status: 401 });
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!ownsAudioKey(user.id, key)) return json({ error: AUDIO_MESSAGES.forbidden }, { status: 403 });
  return json({ url: await signAudioUrl(audioUrlSecret(context.cloudflare.env), key) }, { headers: { "Cache-Control": "no-store" } });
}
