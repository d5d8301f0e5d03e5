/** Reads and adjusts the integration tests' local D1 (same SQLite file as the running worker). */
import { d1 } from "../../scripts/lib.mjs";

export const TEST_PERSIST_DIR = process.env.TEST_PERSIST_DIR ?? ".wrangler/test-state";

export function query<T = Record<string, unknown>>(sqlText: string): T[] {
  return d1(sqlText, TEST_PERSIST_DIR) as T[];
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
