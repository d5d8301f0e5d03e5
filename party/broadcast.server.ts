import type { RoomEvent } from "./protocol";
import type { ChatRoom } from "./rooms.server";

export type RoomBinding = "ChatRoom" | "ForumRoom" | "ThreadRoom" | "UserRoom";

const RETRY_DELAYS_MS = [50, 250];

/**
 * The room's Durable Object, addressed by its name. partyserver's `getServerByName` first makes an
 * extra call (`setName`) so that a room's `onStart` has run before a method is called; the rooms have
 * no `onStart` and `relay` reads only the object's storage, so one call is enough (it was two per event).
 */
export function roomStub(env: Env, binding: RoomBinding, roomName: string) {
  const namespace = env[binding] as unknown as DurableObjectNamespace<ChatRoom>;
  return namespace.get(namespace.idFromName(roomName));
}

/**
 * Tells a room about a committed write. A room that is restarting (a deploy, a crash) refuses the
 * call for a moment: it is tried again twice, so the event still gets its sequence number and every
 * listener either receives it or sees the gap and catches up (the load run in bench/load.mjs found
 * events lost this way). A broadcast that still fails never fails the action: clients catch up from D1
 * at their next gap or reload.
 */
export async function broadcast(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent) {
  for (let attempt = 0; ; attempt++) {
    try {
      await roomStub(env, binding, roomName).relay(event);
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
