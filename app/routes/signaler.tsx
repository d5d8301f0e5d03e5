import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { reportSchema } from "~/moderation/report-schema";
import { requireUser } from "~/auth/session.server";
import { MODERATION_MESSAGES as M } from "~/moderation/messages";
import { reportItem } from "~/moderation/reports.server";
import { postedForm } from "~/components/forms/submission.server";
import { redirectWithToast } from "~/utils/http.server";
import { safeRedirect } from "~/auth/redirect";
import { LIMITS } from "~/limits/table";
import { z } from "zod";
import { envelopeText, readEnvelope } from "~/components/forms/submission.server";

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405 });
}

/** POST /signaler: one report per signed-in person per item, then back where they were. */
const envelopeSchema = z.object({ redirectTo: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const user = await requireUser(db, env, request);
  const form = await postedForm(request);
  const submission = parseWithZod(form, { schema: reportSchema });
  // The one check of a return address (app/auth/redirect.ts): "/\\evil.example" or a tab is refused too.
  const back = safeRedirect(readEnvelope(form, envelopeSchema).redirectTo, "/forum");
  // The form sits under a message of another page: a refusal goes back there, said in a notification.
  if (submission.status !== "success") return redirectWithToast(env, back, { title: M.invalid, type: "error" });
  const result = await reportItem(db, env, user, { ...submission.value, details: submission.value.details.trim() });
  if (result === "not-found") return redirectWithToast(env, back, { title: M.notFound, type: "error" });
  if (result === "limited") return redirectWithToast(env, back, { title: LIMITS["report.account"].message, type: "error" });
  return redirectWithToast(env, back, { title: result === "created" ? M.sent : M.already, type: "success" });
}
