/**
 * « Mes rendez-vous » in D1 (issue 44): every read and write is scoped to its owner; the per-minute source
 * of due reminders reads them through the `next_due_utc` index.
 */
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { pushSubscriptions, reminders, rendezVousSettings, type NoticeChannel, type ReminderPurpose } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { minuteKey, nextOccurrence, parseDays, storeDays, type PersonRule, type Weekday } from "./due";
import type { Notice } from "./notice";
import { reminderPath } from "./paths.server";
import { openedPath } from "./purposes";

export type Settings = typeof rendezVousSettings.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;

/** An occurrence found later than this (the scheduled run was down) is skipped, never sent late (decision 0402). */
/** A person's hours as the per-minute reads join them (quiet hours, pause, stop): one list for every source. */
export const personHoursColumns = {
  quietStart: rendezVousSettings.quietStart,
  quietEnd: rendezVousSettings.quietEnd,
  pausedUntil: rendezVousSettings.pausedUntil,
  stoppedAt: rendezVousSettings.stoppedAt,
};

export const LATE_AFTER_MS = 15 * 60_000;
/** Rows read per query by the per-minute source. */
const PAGE = 500;

const personOf = (settings: Pick<Settings, "quietStart" | "quietEnd" | "pausedUntil" | "stoppedAt"> | null): PersonRule => ({
  quietStart: settings?.quietStart,
  quietEnd: settings?.quietEnd,
  pausedUntil: settings?.pausedUntil,
  stopped: !!settings?.stoppedAt,
});

function nextDueOf(row: Pick<ReminderRow, "days" | "time" | "timeZone">, settings: Parameters<typeof personOf>[0], after: number) {
  const next = nextOccurrence({ days: parseDays(row.days), time: row.time, timeZone: row.timeZone }, personOf(settings), after);
  return next === null ? null : minuteKey(next);
}

export async function readSettings(db: Db, userId: string): Promise<Settings | null> {
  const [row] = await db.select().from(rendezVousSettings).where(eq(rendezVousSettings.userId, userId));
  return row ?? null;
}

/** Everything the page shows, the person's own only. */
export async function loadRendezVous(db: Db, userId: string) {
  const [rows, settings, devices] = await db.batch([
    db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.time), asc(reminders.createdAt)),
    db.select().from(rendezVousSettings).where(eq(rendezVousSettings.userId, userId)),
    db
      .select({ id: pushSubscriptions.id, sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  return { reminders: rows, settings: settings[0] ?? null, devices };
}

/** Recomputes the next occurrence of every reminder of one person (after a change of settings). */
async function recomputeAll(db: Db, userId: string, now: number) {
  const [rows, settings] = await Promise.all([db.select().from(reminders).where(eq(reminders.userId, userId)), readSettings(db, userId)]);
  if (rows.length === 0) return;
  await writeNextDue(
    db,
    rows.map((row) => ({ id: row.id, n: nextDueOf(row, settings, now) })),
    userId,
  );
}

/** Writes many reminders' next occurrences in one statement, whatever their number (D1 counts statements). */
async function writeNextDue(db: Db, next: { id: string; n: string | null }[], userId?: string) {
  const owner = userId ? sql` AND reminders.user_id = ${userId}` : sql``;
  await db.run(
    sql`UPDATE reminders SET next_due_utc = j.value ->> '$.n' FROM json_each(${JSON.stringify(next)}) AS j WHERE reminders.id = j.value ->> '$.id'${owner}`,
  );
}

export type ReminderInput = {
  id?: string | undefined;
  days: number[];
  time: string;
  timeZone: string;
  purpose: ReminderPurpose;
  toolId?: string | null | undefined;
};

/** Creates or edits one of the person's reminders; another person's id changes nothing (false). */
export async function saveReminder(db: Db, userId: string, input: ReminderInput, now = Date.now()): Promise<boolean> {
  const settings = await readSettings(db, userId);
  const values = {
    days: storeDays(input.days),
    time: input.time,
    timeZone: input.timeZone,
    purpose: input.purpose,
    toolId: input.purpose === "tool" ? (input.toolId ?? null) : null,
    updatedAt: new Date(now).toISOString(),
  };
  const nextDueUtc = nextDueOf(values, settings, now);
  if (input.id) {
    const changed = await db
      .update(reminders)
      .set({ ...values, nextDueUtc })
      .where(and(eq(reminders.id, input.id), eq(reminders.userId, userId)))
      .returning({ id: reminders.id });
    return changed.length === 1;
  }
  await db.insert(reminders).values({ ...values, userId, nextDueUtc });
  // The time zone last chosen is the person's, for what is not a reminder (quiet hours of other notices).
  await db
    .insert(rendezVousSettings)
    .values({ userId, timeZone: input.timeZone })
    .onConflictDoUpdate({ target: rendezVousSettings.userId, set: { timeZone: input.timeZone } });
  return true;
}

export async function deleteReminder(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return gone.length === 1;
}

export type SettingsInput = {
  channel: NoticeChannel;
  quietStart?: string | null | undefined;
  quietEnd?: string | null | undefined;
  pausedUntil?: string | null | undefined;
};

export async function saveSettings(db: Db, userId: string, input: SettingsInput, now = Date.now()) {
  const values = {
    channel: input.channel,
    quietStart: input.quietStart || null,
    quietEnd: input.quietEnd || null,
    pausedUntil: input.pausedUntil || null,
    updatedAt: new Date(now).toISOString(),
  };
  await db
    .insert(rendezVousSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rendezVousSettings.userId, set: values });
  await recomputeAll(db, userId, now);
}

/** « Arrêter tous mes rendez-vous »: one tap, from the page, the notification or the e-mail. */
export async function stopEverything(db: Db, userId: string, now = Date.now()) {
  const stoppedAt = new Date(now).toISOString();
  await db.batch([
    db
      .insert(rendezVousSettings)
      .values({ userId, stoppedAt, updatedAt: stoppedAt })
      .onConflictDoUpdate({ target: rendezVousSettings.userId, set: { stoppedAt, updatedAt: stoppedAt } }),
    db.update(reminders).set({ nextDueUtc: null }).where(eq(reminders.userId, userId)),
  ]);
}

export async function resumeEverything(db: Db, userId: string, now = Date.now()) {
  await db
    .update(rendezVousSettings)
    .set({ stoppedAt: null, ignoredCount: 0, updatedAt: new Date(now).toISOString() })
    .where(eq(rendezVousSettings.userId, userId));
  await recomputeAll(db, userId, now);
}

/** A rendez-vous was opened: nothing is counted as ignored any more. */
export async function markOpened(db: Db, userId: string) {
  await db.update(rendezVousSettings).set({ ignoredCount: 0 }).where(eq(rendezVousSettings.userId, userId));
}

/** Every other chosen day, kept (decision 0406): fewer rendez-vous, never none. */
export function spacedDays(days: readonly Weekday[]): Weekday[] {
  const sorted = [...days].sort((a, b) => a - b);
  return sorted.length <= 1 ? sorted : sorted.filter((_, index) => index % 2 === 0);
}

/** The offer after three unopened reminders, accepted: each reminder keeps every other day. */
export async function spaceOut(db: Db, userId: string, now = Date.now()) {
  const rows = await db.select().from(reminders).where(eq(reminders.userId, userId));
  for (const row of rows) {
    await db
      .update(reminders)
      .set({ days: storeDays(spacedDays(parseDays(row.days))) })
      .where(and(eq(reminders.id, row.id), eq(reminders.userId, userId)));
  }
  await markOpened(db, userId);
  await recomputeAll(db, userId, now);
}

/**
 * The per-minute source (app/rendez-vous/sources.server.ts): reminders whose next occurrence is at or
 * before `now`, read through the index; each one's next occurrence is written back at once, so each
 * occurrence is handed out once (its key is also claimed before sending, app/rendez-vous/deliver.server.ts).
 */
export async function dueReminders(db: Db, now: Date): Promise<Notice[]> {
  const minute = minuteKey(now);
  const at = Date.parse(minute.replace(/Z$/, ":00Z"));
  const notices: Notice[] = [];
  for (;;) {
    const rows = await db
      .select({
        id: reminders.id,
        userId: reminders.userId,
        days: reminders.days,
        time: reminders.time,
        timeZone: reminders.timeZone,
        purpose: reminders.purpose,
        toolId: reminders.toolId,
        nextDueUtc: reminders.nextDueUtc,
        ...personHoursColumns,
      })
      .from(reminders)
      .leftJoin(rendezVousSettings, eq(rendezVousSettings.userId, reminders.userId))
      .where(and(isNotNull(reminders.nextDueUtc), lte(reminders.nextDueUtc, minute)))
      .orderBy(asc(reminders.nextDueUtc))
      .limit(PAGE);
    if (rows.length === 0) break;
    const next: { id: string; n: string | null }[] = [];
    for (const row of rows) {
      const due = row.nextDueUtc!;
      if (at - Date.parse(due.replace(/Z$/, ":00Z")) <= LATE_AFTER_MS && !row.stoppedAt) {
        notices.push({
          userId: row.userId,
          kind: "reminder",
          key: `reminder:${row.id}:${due}`,
          url: openedPath(reminderPath(row.purpose, row.toolId)),
        });
      }
      next.push({ id: row.id, n: nextDueOf(row, row, at) });
    }
    await writeNextDue(db, next);
    if (rows.length < PAGE) break;
  }
  return notices;
}
