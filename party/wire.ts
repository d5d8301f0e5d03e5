/**
 * The rooms' words on the wire that the browser reads, without zod (decision 0266): the greeting,
 * the heartbeat, the chat's notes (who is there, someone typing: decision 0476), and a light check of
 * the events a room relays. The room checks every event with
 * the protocol's zod schemas before it relays it (`parseRoomEvent` in `rooms.server.ts`), and it is
 * the only writer on its sockets, so the page checks only what it acts on: a known type and the
 * identifiers, numbers and objects each type carries. Anything else is ignored.
 */
import type { RoomEvent, SequencedEvent } from "./protocol";

/** The first thing a room sends a new socket: where its sequence stands (and, in the chat, how many people are there). */
export const HELLO = "room:hello";
/**
 * The page's heartbeat (decision 0170), with the last sequence number the page has seen. The room
 * answers with its greeting, to that socket alone. Besides it, a chat page may send only `TYPING`.
 */
const PING = "room:ping";
/**
 * « Quelqu'un écrit… » (decision 0476): a member's chat page says so over its socket while the person
 * types, and the room tells the other people's sockets the same few bytes: no name, no id, no words.
 */
const TYPING = "chat:typing";
/** The chat's count of people, when it changed (decision 0476). Not an event: no sequence number. */
const HERE = "chat:here";

/**
 * What a chat room says beside its events: how many people are there, or that someone else is typing.
 * Neither is numbered in the room's sequence (a page never catches up on them: the next greeting carries
 * the count again), and neither ever says who.
 */
export type RoomNote = { here: number } | { typing: true };

/** The typing note, the same few bytes both ways: the page's to the room, the room's to the other pages. */
export const TYPING_NOTE = JSON.stringify({ type: TYPING });
export const hereMessage = (count: number) => JSON.stringify({ type: HERE, count });

/** A page's typing note, exactly as the page writes it; anything else is not one. */
export const isTyping = (raw: unknown) => raw === TYPING_NOTE;

/** A chat room's note, or null for anything else (an event, a greeting, garbage). */
export function readRoomNote(raw: unknown): RoomNote | null {
  if (raw === TYPING_NOTE) return { typing: true };
  if (typeof raw !== "string" || !raw.includes(HERE)) return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; count?: unknown };
    return value.type === HERE && isCount(value.count) ? { here: value.count } : null;
  } catch {
    return null;
  }
}

export const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

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
