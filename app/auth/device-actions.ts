/** What the buttons of /auth/appareils may send: one device's session id, or "all the others" (decision 0130). */
import { z } from "zod";

/** « Déconnecter cet appareil »: one device's session. */
export const oneDeviceSchema = z.object({ intent: z.literal("one"), id: z.string().min(1).max(128) });
/** « Déconnecter tous les autres appareils ». */
const otherDevicesSchema = z.object({ intent: z.literal("others") });
/** One device's rendez-vous notifications (issue 44): its Web Push subscription, removed. */
export const deviceNotificationsSchema = z.object({ intent: z.literal("notifications"), subscription: z.string().min(1).max(64) });

export const deviceActionSchema = z.discriminatedUnion("intent", [otherDevicesSchema, oneDeviceSchema, deviceNotificationsSchema]);
