/** The period editors' loader: the chosen period and, for a signed-in person, their own document. */
import { json } from "@remix-run/cloudflare";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { cycleDocumentFrom, cycleDocumentQuery } from "./cycles.server";
import { findPeriod, type EditorConfig } from "./periods";

export async function loadPeriodEditor({ request, context }: LoaderFunctionArgs, config: EditorConfig) {
  const { db } = context;
  const { env } = context.cloudflare;
  const period = findPeriod(config, new URL(request.url).searchParams.get("periode"));
  const noStore = { headers: { "Cache-Control": "no-store" } };
  if (!period) {
    const { user } = await readWithSession(db, env, request);
    return json({ signedIn: Boolean(user), periodId: null, serverDocument: null as unknown, loadFailed: false }, noStore);
  }
  try {
    // The session and the person's document for this period: one D1 batch (decision 0145).
    const { user, results } = await readWithSession(db, env, request, (owner) => [
      cycleDocumentQuery(db, owner, config.storageKey(period.id)),
    ]);
    const serverDocument: unknown = user && results ? cycleDocumentFrom(results[0]) : null;
    return json({ signedIn: Boolean(user), periodId: period.id, serverDocument, loadFailed: false }, noStore);
  } catch (error) {
    console.error("cycles load failed", error);
    // Who is signed in comes from the root's own lookup (shared, no further round trip).
    const user = await readWithSession(db, env, request).then(
      ({ user }) => user,
      () => null,
    );
    return json({ signedIn: Boolean(user), periodId: period.id, serverDocument: null as unknown, loadFailed: Boolean(user) }, noStore);
  }
}
