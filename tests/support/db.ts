/**
 * Reads and prepares the integration tests' local D1 through the running worker's
 * development-only /dev/sql endpoint (one SQLite writer, so no lock fights with the app).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const BASE_URL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:8790";
const SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";

/** Synchronous on purpose: tests read like a script. Runs curl, which every CI machine has. */
export function query<T = Record<string, unknown>>(sqlText: string): T[] {
  const output = execFileSync(
    "curl",
    [
      "-sS",
      "--fail-with-body",
      "-X",
      "POST",
      "-H",
      "Content-Type: application/json",
      "-H",
      `X-Test-Secret: ${SECRET}`,
      "--data-binary",
      "@-",
      `${BASE_URL}/dev/sql`,
    ],
    { input: JSON.stringify({ sql: sqlText }), encoding: "utf8" },
  );
  return (JSON.parse(output) as { results: T[] }).results;
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Headers that make every statement naming `table` fail for one request (local development only,
 * app/utils/fault-injection.server.ts): the way to reach a screen's real "could not load" path.
 */
export function failingTable(table: string): Record<string, string> {
  return { "X-Test-Secret": SECRET, "X-Test-Fail-Table": table };
}
