/**
 * The rooms' words on the wire that the browser reads, without zod (decision 0266): the greeting,
 * the heartbeat, and a light check of the events a room relays. The room checks every event with
 * the protocol's zod schemas before it relays it (`parseRoomEvent` in `rooms.server.ts`), and it is
 * the only writer on its sockets, so the page checks only what it acts on: a known type and the
 * identifiers, numbers and objects each type carries. Anything else is ignored.
 */
import type { RoomEvent, SequencedEvent } from "./protocol";

/** The first thing a room sends a new socket: where its sequence stands. */
export const HELLO = "room:hello";
/**
 * The page's heartbeat (decision 0170): the only thing a socket may send, with the last sequence
 * number the page has seen. The room answers with its greeting, to that socket alone.
 */
const PING = "room:ping";

export function pingMessage(seq: number | null): string {
  return JSON.stringify({ type: PING, seq });
}

/** A heartbeat from a page, or null for anything else (a socket never writes data). */
export function parsePing(raw: unknown): { seq: number | null } | null {
  if (typeof raw !== "string" || raw.length > 100 || !raw.includes(PING)) return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; seq?: unknown };
    if (value.type !== PING) return null;
    return { seq: typeof value.seq === "number" && Number.isInteger(value.seq) ? value.seq : null };
  } catch {
    return null;
  }
}

type Value = Record<string, unknown>;
const isObject = (value: unknown): value is Value => typeof value === "object" && value !== null && !Array.isArray(value);
const strings = (value: Value, ...keys: string[]) => keys.every((key) => typeof value[key] === "string");
const objects = (value: Value, ...keys: string[]) => keys.every((key) => isObject(value[key]));

/** What each type of event must carry for the pages to act on it. */
const SHAPES: Record<RoomEvent["type"], (value: Value) => boolean> = {
  "thread:created": (v) => strings(v, "threadId") && objects(v, "card"),
  "thread:updated": (v) => strings(v, "threadId") && (v.card === undefined || v.card === null || isObject(v.card)),
  "reply:created": (v) => strings(v, "replyId", "threadId") && objects(v, "reply") && Number.isInteger(v.replyCount),
  "reply:updated": (v) => strings(v, "replyId", "threadId") && objects(v, "reply"),
  "chat:created": (v) => strings(v, "messageId", "createdAt") && objects(v, "message"),
  "chat:updated": (v) => strings(v, "messageId") && objects(v, "message"),
  "reports:changed": () => true,
  "follows:changed": () => true,
  "session:ended": () => true,
  "records:changed": (v) => ["practice", "act", "reward"].includes(v.what as string) && (v.id === undefined || typeof v.id === "string"),
};

/** A relayed event with its sequence number (when it has one), or null for anything else. */
export function readRoomEvent(raw: unknown): SequencedEvent | null {
  try {
    const value: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
    if (!isObject(value) || typeof value.type !== "string" || !Object.prototype.hasOwnProperty.call(SHAPES, value.type)) return null;
    if (!SHAPES[value.type as RoomEvent["type"]](value)) return null;
    const { seq, ...event } = value;
    return (Number.isInteger(seq) ? { ...event, seq } : event) as SequencedEvent;
  } catch {
    return null;
  }
}
