import { useRef } from "react";
import usePartySocket from "partysocket/react";
import { parseRoomEvent, type RoomEvent } from "../../party/protocol";

export type RoomParty = "chat-room" | "forum-room" | "thread-room" | "user-room";

/**
 * Listens to one room. Events are zod-checked; anything else is ignored. After a reconnect,
 * `onReconnect` runs so the screen catches up from D1 (nothing is lost while the socket was down).
 */
export function useRoom(
  party: RoomParty,
  room: string,
  onEvent: (event: RoomEvent) => void,
  options: { onReconnect?: () => void; enabled?: boolean } = {},
) {
  const opened = useRef(false);
  const handlers = useRef({ onEvent, onReconnect: options.onReconnect });
  handlers.current = { onEvent, onReconnect: options.onReconnect };
  return usePartySocket({
    party,
    room,
    enabled: options.enabled ?? true,
    onOpen() {
      if (opened.current) handlers.current.onReconnect?.();
      opened.current = true;
    },
    onMessage(message) {
      const event = parseRoomEvent(message.data);
      if (event) handlers.current.onEvent(event);
    },
  });
}
