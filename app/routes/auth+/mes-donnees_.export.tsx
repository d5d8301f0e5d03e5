import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readWithSession } from "~/auth/session-batch.server";
import { exportUserData } from "~/account-data/data.server";
import { exportFileName } from "~/account-data/readable-export";
import { streamExportZip } from "~/account-data/zip-export.server";

/** GET /auth/mes-donnees/export: everything the user owns, as one ZIP (records in JSON, plus the recordings). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, ctx } = context.cloudflare;
  const { user } = await readWithSession(context.db, env, request, { require: true });
  const data = await exportUserData(context.db, env, user.id);
  const body = streamExportZip(env.AUDIO, user.id, data, (promise) => ctx.waitUntil(promise));
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${exportFileName(data.exportedAt)}"`,
      "Cache-Control": "no-store",
    },
  });
}
