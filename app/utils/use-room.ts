import { useRef } from "react";
import usePartySocket from "partysocket/react";
import { HELLO, parseSequenced, type RoomEvent } from "../../party/protocol";
import { stepForEvent, stepForHello } from "./room-sequence";

export type RoomParty = "chat-room" | "forum-room" | "thread-room" | "user-room";

/**
 * Listens to one room. Events are zod-checked; anything else is ignored. Each event carries the
 * room's sequence number: an event already seen is dropped, and when one or more were missed (a
 * gap, a reconnect after the room moved on, or a first connection to a room that relayed something
 * after `listedAt`, when the page read its list), `onReconnect` runs so the screen catches up from
 * D1. Otherwise no HTTP request is made here.
 */
export function useRoom(
  party: RoomParty,
  room: string,
  onEvent: (event: RoomEvent) => void,
  options: { onReconnect?: () => void; enabled?: boolean; listedAt?: string | null } = {},
) {
  const opened = useRef(false);
  const reconnected = useRef(false);
  const last = useRef<number | null>(null);
  const handlers = useRef({ onEvent, onReconnect: options.onReconnect });
  handlers.current = { onEvent, onReconnect: options.onReconnect };
  return usePartySocket({
    party,
    room,
    enabled: options.enabled ?? true,
    onOpen() {
      reconnected.current = opened.current;
      opened.current = true;
    },
    onMessage(message) {
      const hello = readHello(message.data);
      if (hello !== null) {
        const step = stepForHello(last.current, hello, reconnected.current, options.listedAt);
        // A room that never relayed anything yet still says where it stands.
        if (last.current === null || step === "catch-up") last.current = hello.seq;
        if (step === "catch-up") handlers.current.onReconnect?.();
        return;
      }
      const event = parseSequenced(message.data);
      if (!event) return;
      const step = stepForEvent(last.current, event.seq);
      if (step === "ignore") return;
      if (event.seq !== undefined) last.current = event.seq;
      handlers.current.onEvent(event);
      if (step === "merge-and-catch-up") handlers.current.onReconnect?.();
    },
  });
}

function readHello(data: unknown): { seq: number; at: string | null } | null {
  if (typeof data !== "string" || !data.includes(HELLO)) return null;
  try {
    const value = JSON.parse(data) as { type?: unknown; seq?: unknown; at?: unknown };
    if (value.type !== HELLO || typeof value.seq !== "number") return null;
    return { seq: value.seq, at: typeof value.at === "string" ? value.at : null };
  } catch {
    return null;
  }
}
