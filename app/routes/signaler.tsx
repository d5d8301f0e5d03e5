import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { reportSchema } from "~/moderation/report-schema";
import { ReportForm } from "~/moderation/report-form";
import { FormAlert } from "~/components/forms/field";
import { Link, useActionData } from "@remix-run/react";
import { writerFor } from "~/auth/session-batch.server";
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
const envelopeSchema = z.object({
  redirectTo: envelopeText(),
  reason: envelopeText(),
  details: envelopeText(),
  itemType: envelopeText(),
  itemId: envelopeText(),
});

/** The item a refused report names, to show its form again. */
const reportItemSchema = reportSchema.pick({ itemType: true, itemId: true });

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  // The session is read in the report's own batch (decision 0361).
  const writer = await writerFor(db, env, request);
  const form = postedForm(context);
  const submission = parseWithZod(form, { schema: reportSchema });
  const typed = readEnvelope(form, envelopeSchema);
  // The one check of a return address (app/auth/redirect.ts): "/\\evil.example" or a tab is refused too.
  const back = safeRedirect(typed.redirectTo, "/forum");
  // The form sits under a message of another page: a refusal goes back there, said in a notification,
  // unless the person wrote details, which are shown again here rather than lost (decision 0352).
  const refuse = (title: string, status: number) => {
    const item = reportItemSchema.safeParse(typed);
    if (!typed.details.trim() || !item.success) return redirectWithToast(env, back, { title, type: "error" });
    return json({ title, item: item.data, kept: { reason: typed.reason, details: typed.details, back } }, { status });
  };
  if (submission.status !== "success") return refuse(M.invalid, 400);
  const result = await reportItem(db, env, writer, { ...submission.value, details: submission.value.details.trim() });
  if (result === "not-found") return redirectWithToast(env, back, { title: M.notFound, type: "error" });
  if (result === "limited") return refuse(LIMITS["report.account"].message, 429);
  return redirectWithToast(env, back, { title: result === "created" ? M.sent : M.already, type: "success" });
}

/** A refused report whose details were typed: the same form, filled in, with what went wrong. */
export default function ReportAgain() {
  const refused = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <h1 className="font-serif text-3xl text-encre-900">{M.reportTitle}</h1>
      {refused ? (
        <>
          <FormAlert message={refused.title} />
          <ReportForm itemType={refused.item.itemType} itemId={refused.item.itemId} kept={refused.kept} />
          <p>
            <Link to={refused.kept.back} className="link">
              {M.backToMessage}
            </Link>
          </p>
        </>
      ) : (
        <p>
          <Link to="/forum" className="link">
            {M.backToForum}
          </Link>
        </p>
      )}
    </div>
  );
}
