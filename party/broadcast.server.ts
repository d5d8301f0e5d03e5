import { getServerByName } from "partyserver";
import type { RoomEvent } from "./protocol";
import type { ChatRoom } from "./rooms.server";

type RoomBinding = "ChatRoom" | "ForumRoom" | "ThreadRoom" | "UserRoom";

const RETRY_DELAYS_MS = [50, 250];

/**
 * Tells a room about a committed write. A room that is restarting (a deploy, a crash) refuses the
 * call for a moment: it is tried again twice, so the event still gets its sequence number and every
 * listener either receives it or sees the gap and catches up (the load run in bench/load.mjs found
 * events lost this way). A broadcast that still fails never fails the action: clients catch up from D1
 * at their next gap or reload.
 */
export async function broadcast(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent) {
  const namespace = env[binding] as unknown as DurableObjectNamespace<ChatRoom>;
  for (let attempt = 0; ; attempt++) {
    try {
      const room = await getServerByName(namespace, roomName);
      await room.relay(event);
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        console.error("broadcast failed", binding, roomName, error);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
