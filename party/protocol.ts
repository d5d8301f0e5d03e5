/**
 * The one event protocol of the rooms, checked with zod by the room before it relays an event (the
 * browser reads what the room relayed with the light check of `./wire`, decision 0266). Rooms relay events after a
 * committed D1 write. Chat and forum events carry what the page shows (a chat line, a thread's card,
 * a reply: plain text that React renders escaped, and a reply's Markdown as the HTML the server's
 * renderMarkdown made safe, exactly as the page's loader sends it), so browsers merge them without
 * an HTTP request (decisions 0101, 0105). Each event a
 * room relays gets the room's next sequence number (`seq`); a browser that sees a gap fetches what
 * it missed. A socket never writes data.
 */
import { z } from "zod";
import { ROLES } from "../app/auth/roles";

const roleSchema = z.enum(ROLES);
const chatLineSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  author: z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable(), role: roleSchema }),
});

const authorSchema = z.object({ id: z.string().nullable(), name: z.string(), avatarUrl: z.string().nullable(), role: roleSchema });

/** A card of the forum list, as `listThreads` returns it. */
const threadCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  preview: z.string(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: authorSchema,
});

/** A reply of a thread page, as `getThreadPage` returns it (a deleted one travels without its words). */
const threadReplySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  content: z.string(),
  html: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  author: authorSchema,
  parent: z.object({ id: z.string(), name: z.string(), excerpt: z.string().nullable() }).nullable(),
});

const roomEventSchema = z.discriminatedUnion("type", [
  /** To the forum list: the new thread's card. */
  z.object({ type: z.literal("thread:created"), threadId: z.string(), card: threadCardSchema }),
  /**
   * To the forum list: the thread's card as it now is (null once deleted). To the thread's own room
   * (an edit, a pin, a lock, a deletion): no card, the page reloads its data.
   */
  z.object({ type: z.literal("thread:updated"), threadId: z.string(), card: threadCardSchema.nullable().optional() }),
  /** To the thread's room: the new reply and the thread's new reply count. */
  z.object({
    type: z.literal("reply:created"),
    replyId: z.string(),
    threadId: z.string(),
    reply: threadReplySchema,
    replyCount: z.number().int(),
  }),
  /** To the thread's room: the edited or deleted reply. */
  z.object({ type: z.literal("reply:updated"), replyId: z.string(), threadId: z.string(), reply: threadReplySchema }),
  z.object({ type: z.literal("chat:created"), messageId: z.string(), createdAt: z.string(), message: chatLineSchema }),
  z.object({ type: z.literal("chat:updated"), messageId: z.string(), message: chatLineSchema }),
  /** To moderators' own rooms only: the report queue changed (no content travels). */
  z.object({ type: z.literal("reports:changed") }),
  z.object({ type: z.literal("records:changed"), what: z.enum(["practice", "act", "reward"]), id: z.string().optional() }),
  /**
   * To the person's own room: their followed topics' unread count may have changed (a reply by someone
   * else, or a topic read in another tab or device). No content travels: the page reads the count again.
   */
  z.object({ type: z.literal("follows:changed") }),
  /** To the person's own room: one of their sessions ended (signed out or revoked); its sockets are closed. */
  z.object({ type: z.literal("session:ended") }),
]);

export type RoomEvent = z.infer<typeof roomEventSchema>;
export type ThreadCardData = z.infer<typeof threadCardSchema>;
export type ThreadReplyData = z.infer<typeof threadReplySchema>;
/** What a room sends: the event and its place in the room's sequence. */
export type SequencedEvent = RoomEvent & { seq?: number };

export function parseRoomEvent(raw: unknown): RoomEvent | null {
  return parseSequenced(raw);
}

/** An event with its sequence number, or `{ hello: seq }` for the room's greeting; null for anything else. */
function parseSequenced(raw: unknown): SequencedEvent | null {
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
