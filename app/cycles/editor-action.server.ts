/**
 * The period editors' form action (no JavaScript): the signed-in person's own document is read,
 * changed by one posted change, written back, and the page is shown again with a toast.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { redirectWithToast } from "~/utils/http.server";
import { cycleDocumentFrom, cycleDocumentQuery, saveCycleDocument } from "./cycles.server";
import { applyFormChange } from "./editor-form";
import { newCycle, readDocument, toDocument } from "./editor-state";
import { CYCLE_MESSAGES as M } from "./messages";
import { findPeriod, type EditorConfig } from "./periods";
import { z } from "zod";
import { envelopeText, postedForm, readEnvelope } from "~/components/forms/submission.server";

const envelopeSchema = z.object({ cycleId: envelopeText() });

export async function periodEditorAction({ request, context }: ActionFunctionArgs, config: EditorConfig, basePath: string) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const period = findPeriod(config, url.searchParams.get("periode"));
  const back = period ? `${basePath}?periode=${period.id}` : basePath;
  if (!period) return redirectWithToast(env, basePath, { title: M.saveFailed, type: "error" });
  const form = postedForm(context);
  const key = config.storageKey(period.id);
  try {
    // The session and the document in one round trip, then the write: two (decision 0361).
    const { user, results } = await readWithSession(context.db, env, request, (owner) => [cycleDocumentQuery(context.db, owner, key)]);
    if (!user || !results) return redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
    const current = readDocument(JSON.stringify(cycleDocumentFrom(results[0])));
    // Nothing stored yet: the page showed a fresh cycle, whose id the form carries.
    const posted = readEnvelope(form, envelopeSchema).cycleId.slice(0, 100);
    const cycles = current.status === "loaded" || !posted ? current.document.cycles : [{ ...newCycle(posted) }];
    const change = applyFormChange(cycles, config, form);
    if (change.refused) return redirectWithToast(env, back, { title: change.message ?? M.saveFailed, type: "error" });
    if (!(await saveCycleDocument(context.db, user.id, key, toDocument(change.cycles)))) {
      return redirectWithToast(env, back, { title: M.saveFailed, type: "error" });
    }
    return redirectWithToast(env, back, { title: change.message ?? M.dataSaved, type: "success" });
  } catch (error) {
    console.error("cycles form save failed", error);
    return redirectWithToast(env, back, { title: M.saveFailed, type: "error" });
  }
}
