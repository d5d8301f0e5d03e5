import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { refuseTestHook } from "~/utils/test-hook.server";

/**
 * Local development and tests only: runs SQL inside the worker, so tests read and prepare the
 * database through the same process that serves pages (no second SQLite writer, no lock fights).
 * Answers 404 outside local development and 403 without the local session secret.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const refused = refuseTestHook(request, env);
  if (refused) return refused;
  const { sql } = (await request.json()) as { sql: string };
  const statements = sql
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    // Raw D1: the tests' SQL console runs whatever SQL it is sent, which no query builder can say.
    .map((statement) => env.DB.prepare(statement));
  const results = await env.DB.batch(statements);
  return json({ results: results.at(-1)?.results ?? [] });
}

export async function loader() {
  return json({ error: "Not Found" }, { status: 404 });
}
