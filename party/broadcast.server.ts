import { waitUntil } from "cloudflare:workers";
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
 * Tells a room about a committed write, after the answer: the relay runs in the request's `waitUntil`
 * (the platform's, from `cloudflare:workers`), so no write ever waits on a room (decision 0360). A
 * room that is restarting refuses the call, or leaves it hanging, for a moment: each attempt is
 * bounded (3 s) and tried again on a fresh stub after 50 ms, 250 ms, 1 s and 2 s — five attempts,
 * at most about 18 s in all, none of it in the answer's path — so the event still gets its sequence
 * number when the room is back. The write is stored whatever the room does (decision 0172), and a
 * page that missed the event catches up from D1 at its next heartbeat, gap or reconnection.
 */
export function broadcast(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent): void {
  afterAnswer(() => deliver(env, binding, roomName, event));
}

/**
 * Work that only tells rooms (reading an event's card, listing the moderators to tell) runs after the
 * answer too. It never throws into the request.
 */
function afterAnswer(work: () => Promise<unknown>): void {
  waitUntil(work().catch((error: unknown) => console.error("relay failed", error)));
}

async function deliver(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent): Promise<void> {
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
