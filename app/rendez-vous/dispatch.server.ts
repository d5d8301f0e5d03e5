/**
 * The per-minute run (Cron Trigger "* * * * *", server.ts `scheduled`; decision 0402): every source of
 * DUE_SOURCES is read for the minute, and its notices go on the NOTICES queue in batches of 100 (the
 * most one `sendBatch` takes). Only then does the source move on (decision 0474): a queue that refuses
 * leaves the page due, read again the next minute; a notice queued twice that way is still sent once
 * (the consumer's claim, app/rendez-vous/deliver.server.ts). A failing source is logged and does not
 * keep the others from sending.
 */
import type { Db } from "~/utils/db.server";
import type { Notice } from "./notice";
import { DUE_SOURCES, type DueSource } from "./sources.server";

const SEND_BATCH = 100;
/** Pages read per source and minute: a bound, whatever a source answers. */
const MAX_PAGES = 50;

export async function dispatchDueNotices(
  db: Db,
  queue: Pick<Queue<Notice>, "sendBatch">,
  now: Date,
  sources: readonly DueSource[] = DUE_SOURCES,
): Promise<number> {
  let queued = 0;
  const log: Record<string, { queued: number; failed?: string }> = {};
  for (const source of sources) {
    const line: { queued: number; failed?: string } = { queued: 0 };
    log[source.name] = line;
    try {
      for (let page = 0; page < MAX_PAGES; page++) {
        const due = await source.read(db, now);
        for (let start = 0; start < due.notices.length; start += SEND_BATCH) {
          await queue.sendBatch(due.notices.slice(start, start + SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
        }
        await due.moveOn();
        line.queued += due.notices.length;
        if (!due.more) break;
      }
    } catch (error) {
      // Nothing moved on for the page that failed: it is due again the next minute.
      line.failed = error instanceof Error ? error.message : String(error);
    }
    queued += line.queued;
  }
  console.log(JSON.stringify({ event: "notices.dispatch", minute: now.toISOString().slice(0, 16), queued, sources: log }));
  return queued;
}
