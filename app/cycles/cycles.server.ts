/** Cycle documents of an account (`cycle_documents`): every query is filtered by the owner's id. */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { cycleDocuments } from "#db/schema";
import type { Writer } from "~/auth/session-batch.server";
import type { Db } from "~/utils/db.server";
import { checkedDocument } from "./documents";
import { MAX_SAVED_CYCLES, readSavedCycles } from "./v2-flow";

async function getCycleDocument(db: Db, userId: string, key: string): Promise<unknown | null> {
  return cycleDocumentFrom(await cycleDocumentQuery(db, userId, key));
}

/** One document of the owner, as a statement a page's batch can hold (then `cycleDocumentFrom`). */
export function cycleDocumentQuery(db: Db, owner: string | SQL, key: string) {
  return db
    .select({ data: cycleDocuments.data })
    .from(cycleDocuments)
    .where(and(eq(cycleDocuments.userId, owner), eq(cycleDocuments.key, key)))
    .limit(1);
}

/** The document read, parsed (null when there is none or it is not JSON). */
export function cycleDocumentFrom([row]: Array<{ data: string }>): unknown | null {
  if (!row) return null;
  try {
    return JSON.parse(row.data) as unknown;
  } catch {
    return null;
  }
}

/** The upsert of the owner's document under `key` (its JSON already checked by `checkedDocument`). */
function upsertStatement(db: Db, owner: string | SQL, key: string, json: string) {
  const updatedAt = new Date().toISOString();
  return db
    .insert(cycleDocuments)
    .values({ userId: owner, key, data: json, updatedAt })
    .onConflictDoUpdate({ target: [cycleDocuments.userId, cycleDocuments.key], set: { data: json, updatedAt } });
}

/** Upserts the owner's document under `key`; false when the key or the data is refused. */
export async function saveCycleDocument(db: Db, userId: string, key: string, data: unknown): Promise<boolean> {
  const json = checkedDocument(key, data);
  if (json === null) return false;
  await upsertStatement(db, userId, key, json);
  return true;
}

/** Upserts several of the owner's documents in one batch (one round trip); a refused one is left out, as `saveCycleDocument` leaves it. */
export async function saveCycleDocuments(db: Db, userId: string, documents: [key: string, data: unknown][]): Promise<void> {
  const upserts = documents.flatMap(([key, data]) => {
    const json = checkedDocument(key, data);
    return json === null ? [] : [upsertStatement(db, userId, key, json)];
  });
  const [first, ...rest] = upserts;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Upserts the writer's document under `key` in one round trip with the session (decision 0361); false,
 * with no round trip, when the key or the data is refused.
 */
export async function saveCycleDocumentFor(db: Db, writer: Writer, key: string, data: unknown): Promise<boolean> {
  const json = checkedDocument(key, data);
  if (json === null) return false;
  await writer.run([upsertStatement(db, writer.owner, key, json)]);
  return true;
}

/**
 * The statements that attach device documents to an account, for the import's atomic batch, and the
 * keys they attach. A document the account already has under the same key is never overwritten (the
 * device keeps its copy); saved cycles-v2 cycles are merged instead, the account's first.
 */
export async function cycleDocumentAttachments(db: Db, userId: string, documents: { key: string; data?: unknown }[]) {
  const updatedAt = new Date().toISOString();
  const existing = new Set(
    await listCycleKeys(
      db,
      userId,
      documents.map((d) => d.key),
    ),
  );
  const statements = [];
  const keys: string[] = [];
  for (const { key, data } of documents) {
    if (key === "saved-cycles" && existing.has(key)) {
      const mine = readSavedCycles(JSON.stringify(await getCycleDocument(db, userId, key)));
      const merged = readSavedCycles(JSON.stringify(data)).reduceRight(
        (list, cycle) => (list.some((c) => c.id === cycle.id) ? list : [...list, cycle]),
        mine,
      );
      const json = checkedDocument(key, merged.slice(0, MAX_SAVED_CYCLES));
      if (json === null) continue;
      statements.push(
        db
          .update(cycleDocuments)
          .set({ data: json, updatedAt })
          .where(and(eq(cycleDocuments.userId, userId), eq(cycleDocuments.key, key))),
      );
      keys.push(key);
      continue;
    }
    if (existing.has(key)) continue;
    const json = checkedDocument(key, data);
    if (json === null) continue;
    statements.push(db.insert(cycleDocuments).values({ userId, key, data: json, updatedAt }).onConflictDoNothing());
    keys.push(key);
  }
  return { statements, keys };
}

async function listCycleKeys(db: Db, userId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: cycleDocuments.key })
    .from(cycleDocuments)
    .where(and(eq(cycleDocuments.userId, userId), inArray(cycleDocuments.key, keys)));
  return rows.map((r) => r.key);
}
