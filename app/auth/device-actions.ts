/** What the buttons of /auth/appareils may send: one device's session id, or "all the others" (decision 0130). */
import { z } from "zod";

export const deviceActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("others") }),
  z.object({ intent: z.literal("one"), id: z.string().min(1).max(128) }),
  /** One device's rendez-vous notifications (issue 44): its Web Push subscription, removed. */
  z.object({ intent: z.literal("notifications"), subscription: z.string().min(1).max(64) }),
]);
