/** Cycle documents of an account (`cycle_documents`): every query is filtered by the owner's id. */
import { and, eq, inArray } from "drizzle-orm";
import { cycleDocuments } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { checkedDocument } from "./documents";

export async function getCycleDocument(db: Db, userId: string, key: string): Promise<unknown | null> {
  const [row] = await db
    .select({ data: cycleDocuments.data })
    .from(cycleDocuments)
    .where(and(eq(cycleDocuments.userId, userId), eq(cycleDocuments.key, key)))
    .limit(1);
  if (!row) return null;
  try {
    return JSON.parse(row.data) as unknown;
  } catch {
    return null;
  }
}

/** Upserts the owner's document under `key`; false when the key or the data is refused. */
export async function saveCycleDocument(db: Db, userId: string, key: string, data: unknown): Promise<boolean> {
  const json = checkedDocument(key, data);
  if (json === null) return false;
  const updatedAt = new Date().toISOString();
  await db
    .insert(cycleDocuments)
    .values({ userId, key, data: json, updatedAt })
    .onConflictDoUpdate({ target: [cycleDocuments.userId, cycleDocuments.key], set: { data: json, updatedAt } });
  return true;
}

/** The statements that attach device documents to an account, for the import's atomic batch. */
export function cycleDocumentInserts(db: Db, userId: string, documents: { key: string; data?: unknown }[]) {
  const updatedAt = new Date().toISOString();
  return documents.flatMap(({ key, data }) => {
    const json = checkedDocument(key, data);
    // Attaching never overwrites what the account already has under the same key.
    return json === null ? [] : [db.insert(cycleDocuments).values({ userId, key, data: json, updatedAt }).onConflictDoNothing()];
  });
}

export async function listCycleKeys(db: Db, userId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: cycleDocuments.key })
    .from(cycleDocuments)
    .where(and(eq(cycleDocuments.userId, userId), inArray(cycleDocuments.key, keys)));
  return rows.map((r) => r.key);
}
