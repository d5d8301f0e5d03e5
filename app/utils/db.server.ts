import { drizzle } from "drizzle-orm/d1";

/**
 * One Drizzle instance per request, over the D1 binding. No `schema` option: nothing uses Drizzle's
 * relational queries (`db.query.…`), and with a schema `drizzle()` works out every table's relations
 * on each call, about 2% of a signed-in page's CPU (issue 14).
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;
