/**
 * Every source of due notices (issue 44). A source is read once a minute by the scheduled run
 * (app/rendez-vous/dispatch.server.ts) and answers the notices due at that minute; what it returns is
 * sent at most once per `Notice.key`: the reminders, and the sealed letters whose day has come.
 */
import type { Db } from "~/utils/db.server";
import type { Notice } from "./notice";
import { dueLetterNotices } from "~/letters/due.server";
import { dueReminders } from "./reminders.server";

export type DueSource = (db: Db, now: Date) => Promise<Notice[]>;

export const DUE_SOURCES: readonly DueSource[] = [dueReminders, (db, now) => dueLetterNotices(db, now)];
