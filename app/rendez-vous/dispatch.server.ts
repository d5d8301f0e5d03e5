/**
 * The per-minute run (Cron Trigger "* * * * *", server.ts `scheduled`; decision 0402): every source of
 * DUE_SOURCES is read for the minute, and its notices go on the NOTICES queue in batches of 100 (the
 * most one `sendBatch` takes). A failing source is logged and does not keep the others from sending.
 */
import type { Db } from "~/utils/db.server";
import type { Notice } from "./notice";
import { DUE_SOURCES, type DueSource } from "./sources.server";

const SEND_BATCH = 100;

export async function dispatchDueNotices(
  db: Db,
  queue: Pick<Queue<Notice>, "sendBatch">,
  now: Date,
  sources: readonly DueSource[] = DUE_SOURCES,
): Promise<number> {
  let sent = 0;
  for (const source of sources) {
    let notices: Notice[];
    try {
      notices = await source(db, now);
    } catch (error) {
      console.error("a source of due notices failed", error);
      continue;
    }
    for (let start = 0; start < notices.length; start += SEND_BATCH) {
      await queue.sendBatch(notices.slice(start, start + SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
    }
    sent += notices.length;
  }
  return sent;
}
