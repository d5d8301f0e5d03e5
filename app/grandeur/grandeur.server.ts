/** The grandeur table: every query is filtered by the signed-in user's id. */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { grandeurEntries } from "#db/schema";
import type { Db } from "~/utils/db.server";
import type { GrandeurField, GrandeurRow } from "./rows";

const rowColumns = {
  id: grandeurEntries.id,
  grandeurName: grandeurEntries.grandeurName,
  correspondingTrauma: grandeurEntries.correspondingTrauma,
};

/** Oldest first (spec 3 §7). A table of strengths stays small; 500 rows is a generous ceiling. A statement: awaited, or in a page's batch. */
export function listGrandeurEntries(db: Db, userId: string | SQL) {
  return db
    .select(rowColumns)
    .from(grandeurEntries)
    .where(eq(grandeurEntries.userId, userId))
    .orderBy(asc(grandeurEntries.createdAt), asc(grandeurEntries.id))
    .limit(500);
}

export async function createGrandeurEntry(db: Db, userId: string, input: { grandeurName: string; correspondingTrauma: string }) {
  const [row] = await db
    .insert(grandeurEntries)
    .values({ userId, grandeurName: input.grandeurName, correspondingTrauma: input.correspondingTrauma })
    .returning(rowColumns);
  return row!;
}

/** The insert of a new row, for a caller that writes it in one batch with other records. */
export function insertGrandeurStatement(db: Db, userId: string, input: { id?: string; grandeurName: string; correspondingTrauma: string }) {
  return db.insert(grandeurEntries).values({
    id: input.id ?? crypto.randomUUID(),
    userId,
    grandeurName: input.grandeurName,
    correspondingTrauma: input.correspondingTrauma,
  });
}

/** Writes one field of one of the user's rows; false when the row is not theirs. */
export async function updateGrandeurField(db: Db, userId: string, id: string, field: GrandeurField, value: string) {
  return updateGrandeurEntry(db, userId, id, { [field]: value });
}

export async function updateGrandeurEntry(
  db: Db,
  userId: string,
  id: string,
  values: Partial<Pick<GrandeurRow, "grandeurName" | "correspondingTrauma">>,
) {
  const rows = await db
    .update(grandeurEntries)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(grandeurEntries.id, id), eq(grandeurEntries.userId, userId)))
    .returning({ id: grandeurEntries.id });
  return rows.length > 0;
}

export async function deleteGrandeurEntry(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(grandeurEntries)
    .where(and(eq(grandeurEntries.id, id), eq(grandeurEntries.userId, userId)))
    .returning({ id: grandeurEntries.id });
  return rows.length > 0;
}
