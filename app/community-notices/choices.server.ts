/**
 * The one writer of `notice_choices` and `veilleurs` (issue 57, decision 0475): « Mes notifications »
 * and the one-click stop of a kind's e-mails. Every statement names its owner; nothing else writes them.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { noticeChoices, veilleurs } from "#db/schema";
import type { Db } from "~/utils/db.server";
import type { ChoiceChannel, ChoiceKind, Choices } from "./choices";

/** One choice, as an upsert of its row. */
export function choiceStatement(db: Db, owner: SQL, kind: ChoiceKind, channel: ChoiceChannel, enabled: boolean, now = new Date()) {
  const updatedAt = now.toISOString();
  return db
    .insert(noticeChoices)
    .values({ userId: owner, kind, channel, enabled, updatedAt })
    .onConflictDoUpdate({ target: [noticeChoices.userId, noticeChoices.kind, noticeChoices.channel], set: { enabled, updatedAt } });
}

/** The person's choices and their veilleur row: queries a batch (the page's, with its session) holds. */
export function choicesQueries(db: Db, owner: SQL) {
  return [
    db.select().from(noticeChoices).where(eq(noticeChoices.userId, owner)),
    db.select().from(veilleurs).where(eq(veilleurs.userId, owner)),
  ] as const;
}

export function toChoices(rows: { kind: string; channel: string; enabled: boolean }[]): Choices {
  const choices: Record<string, boolean> = {};
  for (const row of rows) choices[`${row.kind}.${row.channel}`] = row.enabled;
  return choices as Choices;
}

export type VeilleurInput = { title: "veilleur" | "veilleuse"; timeZone: string; quietStart: string | null; quietEnd: string | null };

/** « Je veille »: the person's row, made or changed. */
export function veilleurStatement(db: Db, owner: SQL, input: VeilleurInput, now = new Date()) {
  const at = now.toISOString();
  return db
    .insert(veilleurs)
    .values({ userId: owner, ...input, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: veilleurs.userId, set: { ...input, updatedAt: at } });
}

/** « Je ne veille plus ». */
export function stopWatchingStatement(db: Db, owner: SQL) {
  return db.delete(veilleurs).where(eq(veilleurs.userId, owner));
}

/** The one-click stop of a kind's e-mails (RFC 8058), for a person known by their signed link. */
export async function stopKindEmails(db: Db, userId: string, kind: ChoiceKind) {
  await choiceStatement(db, sql`${userId}`, kind, "email", false);
}
