/**
 * Every source of due notices (issue 44). A source is read once a minute by the scheduled run
 * (app/rendez-vous/dispatch.server.ts) and answers the notices due at that minute; what it returns is
 * sent at most once per `Notice.key`: the reminders, and the sealed letters whose day has come.
 *
 * A source answers a page: its notices, and `moveOn`, the write that hands them over (a reminder's next
 * occurrence, a letter's announce). The run queues the notices first and moves on only once the queue
 * took them (issue 56 item 5): a failed `sendBatch` leaves them due for the next minute, and the
 * consumer's claim keeps one that did go from being sent twice.
 */
import type { Db } from "~/utils/db.server";
import type { DuePage } from "./notice";
import { dueLetterNotices } from "~/letters/due.server";
import { dueReminders } from "./reminders.server";

export type DueSource = { name: string; read: (db: Db, now: Date) => Promise<DuePage> };

export const DUE_SOURCES: readonly DueSource[] = [
  { name: "reminders", read: dueReminders },
  { name: "letters", read: (db, now) => dueLetterNotices(db, now) },
];
