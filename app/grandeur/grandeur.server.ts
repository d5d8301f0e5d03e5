/** The grandeur table: every query is filtered by the signed-in user's id. */
import { and, asc, eq, type SQL } from "drizzle-orm";
import { grandeurEntries } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
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

/** A new row of the writer's table, in one round trip with the session (decision 0361). */
export async function createGrandeurEntry(db: Db, writer: Writer, input: { grandeurName: string; correspondingTrauma: string }) {
  const insert = db
    .insert(grandeurEntries)
    .values({ userId: writer.owner, grandeurName: input.grandeurName, correspondingTrauma: input.correspondingTrauma })
    .returning(rowColumns);
  const { results } = await writer.run([insert]);
  return results[0][0]!;
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

/** Writes one field of one of the writer's rows; false when the row is not theirs. */
export async function updateGrandeurField(db: Db, writer: Writer, id: string, field: GrandeurField, value: string) {
  return updateGrandeurEntry(db, writer, id, { [field]: value });
}

/** Rewrites one of the writer's rows, one round trip with the session; false when the row is not theirs. */
export async function updateGrandeurEntry(
  db: Db,
  writer: Writer,
  id: string,
  values: Partial<Pick<GrandeurRow, "grandeurName" | "correspondingTrauma">>,
) {
  const change = db
    .update(grandeurEntries)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(and(eq(grandeurEntries.id, id), eq(grandeurEntries.userId, writer.owner)))
    .returning({ id: grandeurEntries.id });
  const { results } = await writer.run([change]);
  return results[0].length > 0;
}

/** Deletes one of the writer's rows, one round trip with the session; false when the row is not theirs. */
export async function deleteGrandeurEntry(db: Db, writer: Writer, id: string) {
  const change = db
    .delete(grandeurEntries)
    .where(and(eq(grandeurEntries.id, id), eq(grandeurEntries.userId, writer.owner)))
    .returning({ id: grandeurEntries.id });
  const { results } = await writer.run([change]);
  return results[0].length > 0;
}
