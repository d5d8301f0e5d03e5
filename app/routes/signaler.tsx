import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { z } from "zod";
import { REPORT_ITEM_TYPES, REPORT_REASONS } from "~/moderation/report-kinds";
import { requireUser } from "~/auth/session.server";
import { MODERATION_MESSAGES as M } from "~/moderation/messages";
import { reportItem } from "~/moderation/reports.server";
import { postedForm } from "~/community/form-data.server";
import { redirectWithToast } from "~/utils/http.server";

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405 });
}

const reportSchema = z.object({
  itemType: z.enum(REPORT_ITEM_TYPES),
  itemId: z.string().min(1).max(64),
  reason: z.enum(REPORT_REASONS),
  details: z.string().max(500).optional().default(""),
  redirectTo: z.string().max(500).optional().default("/forum"),
});

/** Only a path of this site, never another origin. */
function safeBack(path: string) {
  return path.startsWith("/") && !path.startsWith("//") ? path : "/forum";
}

/** POST /signaler: one report per signed-in person per item, then back where they were. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  const user = await requireUser(db, env, request);
  const form = await postedForm(request);
  const parsed = reportSchema.safeParse(Object.fromEntries([...form].map(([k, v]) => [k, typeof v === "string" ? v : ""])));
  const back = safeBack(String(form.get("redirectTo") ?? "/forum"));
  if (!parsed.success) return redirectWithToast(env, back, { title: M.invalid, type: "error" });
  const result = await reportItem(db, env, user, { ...parsed.data, details: parsed.data.details.trim() });
  if (result === "not-found") return redirectWithToast(env, back, { title: M.notFound, type: "error" });
  return redirectWithToast(env, back, { title: result === "created" ? M.sent : M.already, type: "success" });
}
