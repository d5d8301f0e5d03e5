/**
 * The one event protocol of the rooms, checked with zod on both ends. Rooms relay events after a
 * committed D1 write. Chat events carry the message itself (everything the list shows, as plain
 * text that React renders escaped), so browsers merge them without an HTTP request. Each event a
 * room relays gets the room's next sequence number (`seq`); a browser that sees a gap fetches what
 * it missed. A socket never writes data.
 */
import { z } from "zod";
import { ROLES } from "../app/auth/roles";

const roleSchema = z.enum(ROLES);
export const chatLineSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  author: z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable(), role: roleSchema }),
});

export const roomEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("thread:created"), threadId: z.string() }),
  z.object({ type: z.literal("thread:updated"), threadId: z.string() }),
  z.object({ type: z.literal("reply:created"), replyId: z.string(), threadId: z.string() }),
  z.object({ type: z.literal("reply:updated"), replyId: z.string(), threadId: z.string() }),
  z.object({ type: z.literal("chat:created"), messageId: z.string(), createdAt: z.string(), message: chatLineSchema }),
  z.object({ type: z.literal("chat:updated"), messageId: z.string(), message: chatLineSchema }),
  /** To moderators' own rooms only: the report queue changed (no content travels). */
  z.object({ type: z.literal("reports:changed") }),
  z.object({ type: z.literal("records:changed"), what: z.enum(["practice", "act", "reward"]), id: z.string().optional() }),
]);

export type RoomEvent = z.infer<typeof roomEventSchema>;
/** What a room sends: the event and its place in the room's sequence. */
export type SequencedEvent = RoomEvent & { seq?: number };
/** The first thing a room sends a new socket: where its sequence stands. */
export const HELLO = "room:hello";

export function parseRoomEvent(raw: unknown): RoomEvent | null {
  return parseSequenced(raw);
}

/** An event with its sequence number, or `{ hello: seq }` for the room's greeting; null for anything else. */
export function parseSequenced(raw: unknown): SequencedEvent | null {
  try {
    const value = typeof raw === "string" ? JSON.parse(raw) : raw;
    const result = roomEventSchema.safeParse(value);
    if (!result.success) return null;
    const seq = (value as { seq?: unknown }).seq;
    return typeof seq === "number" && Number.isInteger(seq) ? { ...result.data, seq } : result.data;
  } catch {
    return null;
  }
}
