/**
 * « Mes rendez-vous » in D1 (issue 44): every read and write is scoped to its owner; the per-minute source
 * of due reminders reads them through the `next_due_utc` index.
 */
import { and, asc, eq, isNotNull, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { pushSubscriptions, reminders, rendezVousSettings, type NoticeChannel, type ReminderPurpose } from "#db/schema";
import type { Db } from "~/utils/db.server";
import { minuteKey, nextOccurrence, parseDays, storeDays, type PersonRule, type Weekday } from "./due";
import type { DuePage, Notice } from "./notice";
import { reminderPath } from "./paths.server";
import { openedPath } from "./purposes";

type Settings = typeof rendezVousSettings.$inferSelect;
type ReminderRow = typeof reminders.$inferSelect;

/** An occurrence found later than this (the scheduled run was down) is skipped, never sent late (decision 0402). */
/** A person's hours as the per-minute reads join them (quiet hours, pause, stop): one list for every source. */
export const personHoursColumns = {
  quietStart: rendezVousSettings.quietStart,
  quietEnd: rendezVousSettings.quietEnd,
  pausedUntil: rendezVousSettings.pausedUntil,
  stoppedAt: rendezVousSettings.stoppedAt,
};

const LATE_AFTER_MS = 15 * 60_000;
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

/**
 * A person's reminders, settings and devices, as statements for one batch with the session (decision
 * 0361): the page reads them, and every change of the page is computed from them.
 */
export function rendezVousQueries(db: Db, owner: string | SQL) {
  return [
    db.select().from(reminders).where(eq(reminders.userId, owner)).orderBy(asc(reminders.time), asc(reminders.createdAt)),
    db.select().from(rendezVousSettings).where(eq(rendezVousSettings.userId, owner)).limit(1),
    db
      .select({ id: pushSubscriptions.id, sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner)),
  ] as const;
}

/** What a change is computed from: the person's reminders and settings, read with the session. */
export type RendezVousState = { reminders: ReminderRow[]; settings: Settings | null };

export function rendezVousFrom([rows, [settings], devices]: BatchResponse<ReturnType<typeof rendezVousQueries>>) {
  return { reminders: rows, settings: settings ?? null, devices };
}

/**
 * A change: the statements to write in one batch (none when refused), and what the page says; when the
 * statements decide themselves (a cap, a duplicate), `decide` reads the outcome from their results.
 */
export type Change<Outcome extends string> = {
  statements: BatchItem<"sqlite">[];
  outcome: Outcome;
  decide?: (results: readonly unknown[]) => Outcome;
};

/** One update per reminder whose next occurrence changes (a person has at most MAX_REMINDERS). */
function nextDueStatements(db: Db, userId: string, rows: readonly ReminderRow[], settings: Parameters<typeof personOf>[0], now: number) {
  return rows.flatMap((row) => {
    const next = nextDueOf(row, settings, now);
    return next === row.nextDueUtc
      ? []
      : [
          db
            .update(reminders)
            .set({ nextDueUtc: next })
            .where(and(eq(reminders.id, row.id), eq(reminders.userId, userId))),
        ];
  });
}

export type ReminderInput = {
  id?: string | undefined;
  days: number[];
  time: string;
  timeZone: string;
  purpose: ReminderPurpose;
  toolId?: string | null | undefined;
};

/** A person keeps at most this many reminders: enough for every day and purpose, never a flood. */
export const MAX_REMINDERS = 20;

/**
 * Creates or edits one of the person's reminders: "notFound" for an id that is not one of theirs, "full"
 * for a new one beyond MAX_REMINDERS, "duplicate" for a new one the same as one they have (purpose, tool,
 * days, time and zone). The cap and the duplicate are decided inside the insert (INSERT … SELECT … WHERE),
 * so parallel saves cannot pass them; the reminders read before only spare a useless write.
 */
export function saveReminder(
  db: Db,
  userId: string,
  state: RendezVousState,
  input: ReminderInput,
  now = Date.now(),
): Change<"saved" | "notFound" | "full" | "duplicate"> {
  const values = {
    days: storeDays(input.days),
    time: input.time,
    timeZone: input.timeZone,
    purpose: input.purpose,
    toolId: input.purpose === "tool" ? (input.toolId ?? null) : null,
    updatedAt: new Date(now).toISOString(),
  };
  const nextDueUtc = nextDueOf(values, state.settings, now);
  if (input.id) {
    if (!state.reminders.some((row) => row.id === input.id)) return { statements: [], outcome: "notFound" };
    return {
      statements: [
        db
          .update(reminders)
          .set({ ...values, nextDueUtc })
          .where(and(eq(reminders.id, input.id), eq(reminders.userId, userId))),
      ],
      outcome: "saved",
    };
  }
  const same = (row: Pick<ReminderRow, "days" | "time" | "timeZone" | "purpose" | "toolId">) =>
    row.days === values.days &&
    row.time === values.time &&
    row.timeZone === values.timeZone &&
    row.purpose === values.purpose &&
    (row.toolId ?? null) === values.toolId;
  if (state.reminders.some(same)) return { statements: [], outcome: "duplicate" };
  if (state.reminders.length >= MAX_REMINDERS) return { statements: [], outcome: "full" };
  const id = crypto.randomUUID();
  const sameAs = and(
    eq(reminders.userId, userId),
    eq(reminders.days, values.days),
    eq(reminders.time, values.time),
    eq(reminders.timeZone, values.timeZone),
    eq(reminders.purpose, values.purpose),
    values.toolId === null ? isNull(reminders.toolId) : eq(reminders.toolId, values.toolId),
  );
  return {
    statements: [
      // Every column in the table's order.
      db
        .insert(reminders)
        .select(
          sql`SELECT ${id}, ${userId}, ${values.days}, ${values.time}, ${values.timeZone}, ${values.purpose}, ${values.toolId}, ${nextDueUtc},
            ${values.updatedAt}, ${values.updatedAt}
          WHERE (SELECT count(*) FROM reminders WHERE user_id = ${userId}) < ${MAX_REMINDERS}
            AND NOT EXISTS (SELECT 1 FROM reminders WHERE ${sameAs})`,
        )
        .returning({ id: reminders.id }),
      // The time zone last chosen is the person's, for what is not a reminder (quiet hours of other notices);
      // only when the reminder was kept.
      db
        .insert(rendezVousSettings)
        .select(
          sql`SELECT ${userId}, 'push', ${input.timeZone}, NULL, NULL, NULL, NULL, 0, ${values.updatedAt}
          WHERE EXISTS (SELECT 1 FROM reminders WHERE id = ${id})`,
        )
        .onConflictDoUpdate({ target: rendezVousSettings.userId, set: { timeZone: input.timeZone } }),
      // Why a refused insert was refused, read in the same batch.
      db
        .select({ id: reminders.id })
        .from(reminders)
        .where(and(sameAs, ne(reminders.id, id)))
        .limit(1),
    ],
    outcome: "saved",
    decide: ([inserted, , duplicate]) =>
      (inserted as unknown[]).length > 0 ? "saved" : (duplicate as unknown[]).length > 0 ? "duplicate" : "full",
  };
}

export function deleteReminder(db: Db, userId: string, state: RendezVousState, id: string): Change<"removed" | "notFound"> {
  if (!state.reminders.some((row) => row.id === id)) return { statements: [], outcome: "notFound" };
  return { statements: [db.delete(reminders).where(and(eq(reminders.id, id), eq(reminders.userId, userId)))], outcome: "removed" };
}

export type SettingsInput = {
  channel: NoticeChannel;
  quietStart?: string | null | undefined;
  quietEnd?: string | null | undefined;
  pausedUntil?: string | null | undefined;
};

/** The person's choices, and every reminder's next occurrence under them. */
export function saveSettings(
  db: Db,
  userId: string,
  state: RendezVousState,
  input: SettingsInput,
  now = Date.now(),
): Change<"settingsSaved"> {
  const values = {
    channel: input.channel,
    quietStart: input.quietStart || null,
    quietEnd: input.quietEnd || null,
    pausedUntil: input.pausedUntil || null,
    updatedAt: new Date(now).toISOString(),
  };
  return {
    statements: [
      db
        .insert(rendezVousSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: rendezVousSettings.userId, set: values }),
      ...nextDueStatements(db, userId, state.reminders, { stoppedAt: state.settings?.stoppedAt ?? null, ...values }, now),
    ],
    outcome: "settingsSaved",
  };
}

/** « Arrêter tous mes rendez-vous »: one tap, from the page, the notification or the e-mail. */
export function stopStatements(db: Db, userId: string, now = Date.now()) {
  const stoppedAt = new Date(now).toISOString();
  return [
    db
      .insert(rendezVousSettings)
      .values({ userId, stoppedAt, updatedAt: stoppedAt })
      .onConflictDoUpdate({ target: rendezVousSettings.userId, set: { stoppedAt, updatedAt: stoppedAt } }),
    db.update(reminders).set({ nextDueUtc: null }).where(eq(reminders.userId, userId)),
  ] as const;
}

export async function stopEverything(db: Db, userId: string, now = Date.now()) {
  await db.batch(stopStatements(db, userId, now));
}

export function resumeEverything(db: Db, userId: string, state: RendezVousState, now = Date.now()): Change<"resumed"> {
  const settings = state.settings ? { ...state.settings, stoppedAt: null } : null;
  return {
    statements: [
      db
        .update(rendezVousSettings)
        .set({ stoppedAt: null, ignoredCount: 0, updatedAt: new Date(now).toISOString() })
        .where(eq(rendezVousSettings.userId, userId)),
      ...nextDueStatements(db, userId, state.reminders, settings, now),
    ],
    outcome: "resumed",
  };
}

/** A rendez-vous was opened: nothing is counted as ignored any more. */
function markOpenedStatement(db: Db, userId: string) {
  return db.update(rendezVousSettings).set({ ignoredCount: 0 }).where(eq(rendezVousSettings.userId, userId));
}

export async function markOpened(db: Db, userId: string) {
  await markOpenedStatement(db, userId);
}

/** Every other chosen day, kept (decision 0406): fewer rendez-vous, never none. */
export function spacedDays(days: readonly Weekday[]): Weekday[] {
  const sorted = [...days].sort((a, b) => a - b);
  return sorted.length <= 1 ? sorted : sorted.filter((_, index) => index % 2 === 0);
}

/** The offer after three unopened reminders, accepted: each reminder keeps every other day. */
export function spaceOut(db: Db, userId: string, state: RendezVousState, now = Date.now()): Change<"spaced"> {
  const spaced = state.reminders.map((row) => ({ ...row, days: storeDays(spacedDays(parseDays(row.days))) }));
  return {
    statements: [
      ...spaced.map((row) =>
        db
          .update(reminders)
          .set({ days: row.days, nextDueUtc: nextDueOf(row, state.settings, now) })
          .where(and(eq(reminders.id, row.id), eq(reminders.userId, userId))),
      ),
      markOpenedStatement(db, userId),
    ],
    outcome: "spaced",
  };
}

export function keepAsTheyAre(db: Db, userId: string): Change<"kept"> {
  return { statements: [markOpenedStatement(db, userId)], outcome: "kept" };
}

/** Writes many reminders' next occurrences in one statement, whatever their number (D1 counts statements). */
async function writeNextDue(db: Db, next: { id: string; n: string | null }[]) {
  await db.run(
    sql`UPDATE reminders SET next_due_utc = j.value ->> '$.n' FROM json_each(${JSON.stringify(next)}) AS j WHERE reminders.id = j.value ->> '$.id'`,
  );
}

/**
 * The per-minute source (app/rendez-vous/sources.server.ts): a page of reminders whose next occurrence is
 * at or before `now`, read through the index. Each one's next occurrence is written by `moveOn`, which
 * the run calls once the notices are queued (decision 0474): an occurrence is never moved on unsent (its
 * key is also claimed before sending, app/rendez-vous/deliver.server.ts, so one queued twice goes once).
 */
export async function dueReminders(db: Db, now: Date): Promise<DuePage> {
  const minute = minuteKey(now);
  const at = Date.parse(minute.replace(/Z$/, ":00Z"));
  const notices: Notice[] = [];
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
  return { notices, moveOn: () => (next.length > 0 ? writeNextDue(db, next) : Promise.resolve()), more: rows.length === PAGE };
}
