import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportUserData } from "~/account-data/data.server";
import { requireUser } from "~/auth/session.server";

/** GET /auth/mes-donnees/export: everything the user owns, as one JSON download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const user = await requireUser(context.db, env, request);
  const data = await exportUserData(context.db, env, user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="rendez-vous-interieur-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
