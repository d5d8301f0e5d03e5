/** POST /practice/bonbon {toolId, previous?} → {citation} or {error}, limited per user (or address) per day. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { countBonbon, giveBonbon, teachingProvider } from "~/practice/teaching.server";
import { z } from "zod";
import { envelopeText, postedForm, readEnvelope } from "~/components/forms/submission.server";

export async function loader() {
  return json({ error: "Méthode non autorisée" }, { status: 405 });
}

const envelopeSchema = z.object({ toolId: envelopeText(), previous: envelopeText() });

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context;
  const { env } = context.cloudflare;
  let toolId = "";
  let previous: string | undefined;
  try {
    if (request.headers.get("Content-Type")?.includes("application/json")) {
      const body = (await request.json()) as { toolId?: unknown; previous?: unknown };
      toolId = typeof body.toolId === "string" ? body.toolId : "";
      previous = typeof body.previous === "string" ? body.previous : undefined;
    } else {
      const posted = readEnvelope(postedForm(context), envelopeSchema);
      toolId = posted.toolId;
      previous = posted.previous || undefined;
    }
  } catch {
    return json({ error: "Requête invalide" }, { status: 400 });
  }
  const result = await giveBonbon(teachingProvider(env), () => countBonbon(db, env, request), toolId, previous);
  return "citation" in result ? json(result) : json({ error: result.error }, { status: result.status });
}
