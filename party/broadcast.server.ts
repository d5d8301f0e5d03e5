import type { RoomEvent } from "./protocol";
import type { ChatRoom } from "./rooms.server";

export type RoomBinding = "ChatRoom" | "ForumRoom" | "ThreadRoom" | "UserRoom";

/** Waits before each new attempt: a restarting room (a deploy, an eviction, a move) is back within a few seconds. */
const RETRY_DELAYS_MS = [50, 250, 1000, 2000];
/** A call to a room that is going away can hang rather than fail: each attempt gives up after this. */
const ATTEMPT_TIMEOUT_MS = 3000;

/**
 * The room's Durable Object, addressed by its name. partyserver's `getServerByName` first makes an
 * extra call (`setName`) so that a room's `onStart` has run before a method is called; the rooms
 * read their sequence in their constructor (decision 0171) and `relay` needs nothing else, so one
 * call is enough (it was two per event).
 */
export function roomStub(env: Env, binding: RoomBinding, roomName: string) {
  const namespace = env[binding] as unknown as DurableObjectNamespace<ChatRoom>;
  return namespace.get(namespace.idFromName(roomName));
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse du salon en ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Tells a room about a committed write. A room that is restarting refuses the call, or leaves it
 * hanging, for a moment: each attempt is bounded and tried again (about 7 s in all), on a fresh stub,
 * so the event still gets its sequence number when the room is back. It never throws: the write is
 * stored whatever the room does (decision 0172), and a page that missed the event catches up from D1
 * at its next heartbeat, gap or reconnection. An action that must not wait for the room at all (the
 * chat's send) hands this promise to `waitUntil`.
 */
export async function broadcast(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent) {
  for (let attempt = 0; ; attempt++) {
    try {
      await within(roomStub(env, binding, roomName).relay(event), ATTEMPT_TIMEOUT_MS);
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
