/**
 * What a browser does with a room's sequence number. `last` is the number of the last event this
 * page saw (null before the room said anything).
 * - an event right after `last` (or the first one): merge it;
 * - an event at or before `last`: already seen, ignore it;
 * - an event further on: merge it and fetch what was missed in between (a gap);
 * - the room's greeting on a reconnect: fetch what was missed only if the sequence moved meanwhile.
 */
export type SequenceStep = "merge" | "ignore" | "merge-and-catch-up" | "catch-up" | "nothing";

export function stepForEvent(last: number | null, seq: number | undefined): SequenceStep {
  if (seq === undefined || last === null || seq === last + 1) return "merge";
  if (seq <= last) return "ignore";
  return "merge-and-catch-up";
}

export function stepForHello(last: number | null, seq: number, reconnect: boolean): SequenceStep {
  if (!reconnect) return "nothing";
  return seq === last ? "nothing" : "catch-up";
}
