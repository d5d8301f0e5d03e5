/**
 * What a browser does with a room's sequence number. `last` is the number of the last event this
 * page saw (null before the room said anything).
 * - an event right after `last` (or the first one): merge it;
 * - an event at or before `last`: already seen, ignore it;
 * - an event further on: merge it and fetch what was missed in between (a gap);
 * - the room's greeting on a reconnect: fetch what was missed only if the sequence moved meanwhile;
 * - the room's greeting on the first connection: fetch once if the room relayed something after the
 *   page's list was read (the seconds between the server's answer and the socket's opening).
 */
export type SequenceStep = "merge" | "ignore" | "merge-and-catch-up" | "catch-up" | "nothing";

export function stepForEvent(last: number | null, seq: number | undefined): SequenceStep {
  if (seq === undefined || last === null || seq === last + 1) return "merge";
  if (seq <= last) return "ignore";
  return "merge-and-catch-up";
}

/**
 * On the first connection, `listedAt` is when the page read its list (server time) and `at` when the
 * room last relayed an event: an event relayed after the read may be missing from the list, so the
 * page catches up once. Without either time there is nothing to compare.
 */
export function stepForHello(
  last: number | null,
  hello: { seq: number; at?: string | null },
  reconnect: boolean,
  listedAt?: string | null,
): SequenceStep {
  if (!reconnect) return hello.at && listedAt && hello.at > listedAt ? "catch-up" : "nothing";
  return hello.seq === last ? "nothing" : "catch-up";
}
