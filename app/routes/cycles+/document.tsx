import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { readWithSession, writerFor } from "~/auth/session-batch.server";
import { cycleDocumentFrom, cycleDocumentQuery, saveCycleDocumentFor } from "~/cycles/cycles.server";
import { CYCLE_KEY } from "~/cycles/documents";
import { CYCLE_MESSAGES as M } from "~/cycles/messages";
import { z } from "zod";
import { envelopeText, postedForm, readEnvelope } from "~/components/forms/submission.server";

/** GET ?key=…: the signed-in person's own cycle document (or null). Never anyone else's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const signedOut = () => json(SIGNED_OUT, { status: 401, headers: { "Cache-Control": "no-store" } });
  const key = new URL(request.url).searchParams.get("key") ?? "";
  if (!CYCLE_KEY.test(key))
    return (await readWithSession(db, env, request)).user ? json({ error: M.loadFailed }, { status: 400 }) : signedOut();
  try {
    // The session and the document: one D1 batch (decision 0145).
    const { user, results } = await readWithSession(db, env, request, (owner) => [cycleDocumentQuery(db, owner, key)]);
    if (!user || !results) return signedOut();
    return json({ data: cycleDocumentFrom(results[0]) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("cycle document load failed", error);
    if (
      !(await readWithSession(db, env, request).then(
        ({ user }) => user,
        () => null,
      ))
    )
      return signedOut();
    return json({ error: M.loadFailed }, { status: 500 });
  }
}

const envelopeSchema = z.object({ key: envelopeText(), data: envelopeText() });

const SIGNED_OUT = { error: "Connectez-vous pour continuer." };

/** POST key + data (JSON text): saves the signed-in person's own document under that key. */
export async function action({ request, context }: ActionFunctionArgs) {
  // The session is read in the save's own batch: one round trip (decision 0361). This is the editors'
  // background save, so a missing or ended session answers 401, never the sign-in page.
  const writer = await writerFor(context.db, context.cloudflare.env, request).catch(signedOutAnswer);
  if (writer instanceof Response) return writer;
  const posted = readEnvelope(postedForm(context), envelopeSchema);
  const key = posted.key;
  let data: unknown;
  try {
    data = JSON.parse(posted.data);
  } catch {
    return json({ error: M.saveFailed }, { status: 400 });
  }
  try {
    const saved = await saveCycleDocumentFor(context.db, writer, key, data);
    return saved ? json({ ok: true }) : json({ error: M.saveFailed }, { status: 400 });
  } catch (error) {
    if (error instanceof Response) return signedOutAnswer(error);
    console.error("cycle document save failed", error);
    return json({ error: M.saveFailed }, { status: 500 });
  }
}

/** The login redirect `writerFor` answers without a session, as this JSON endpoint's 401. */
function signedOutAnswer(error: unknown): Response {
  if (error instanceof Response) return json(SIGNED_OUT, { status: 401 });
  throw error;
}
