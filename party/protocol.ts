/**
 * The one event protocol of the rooms, checked with zod on both ends. Rooms only relay small
 * events after a committed D1 write; clients then refetch or merge. A socket never writes data.
 */
import { z } from "zod";

export const roomEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("thread:created"), threadId: z.string() }),
  z.object({ type: z.literal("thread:updated"), threadId: z.string() }),
  z.object({ type: z.literal("reply:created"), replyId: z.string(), threadId: z.string() }),
  z.object({ type: z.literal("reply:updated"), replyId: z.string(), threadId: z.string() }),
  z.object({ type: z.literal("chat:created"), messageId: z.string(), createdAt: z.string() }),
  z.object({ type: z.literal("chat:updated"), messageId: z.string() }),
  /** To moderators' own rooms only: the report queue changed (no content travels). */
  z.object({ type: z.literal("reports:changed") }),
  z.object({ type: z.literal("records:changed"), what: z.enum(["practice", "act", "reward"]), id: z.string().optional() }),
]);

export type RoomEvent = z.infer<typeof roomEventSchema>;

export function parseRoomEvent(raw: unknown): RoomEvent | null {
  try {
    const result = roomEventSchema.safeParse(typeof raw === "string" ? JSON.parse(raw) : raw);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
