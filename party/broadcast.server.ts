import { getServerByName } from "partyserver";
import type { RoomEvent } from "./protocol";
import type { ChatRoom } from "./rooms.server";

type RoomBinding = "ChatRoom" | "ForumRoom" | "ThreadRoom" | "UserRoom";

/** Tells a room about a committed write. A failed broadcast never fails the action: clients catch up from D1. */
export async function broadcast(env: Env, binding: RoomBinding, roomName: string, event: RoomEvent) {
  try {
    const namespace = env[binding] as unknown as DurableObjectNamespace<ChatRoom>;
    const room = await getServerByName(namespace, roomName);
    await room.relay(event);
  } catch (error) {
    console.error("broadcast failed", binding, roomName, error);
  }
}
