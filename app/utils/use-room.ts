import { useEffect, useRef, useState } from "react";
import type { RoomEvent } from "../../party/protocol";
import { stepForEvent, stepForHello } from "./room-sequence";

export type RoomParty = "chat-room" | "forum-room" | "thread-room" | "user-room";

let socketModule: Promise<typeof import("./room-socket")> | null = null;
const loadSocketModule = () =>
  (socketModule ??= import("./room-socket").catch((error: unknown) => {
    socketModule = null; // tried again by the next page that listens
    throw error;
  }));
// In the browser the socket's module starts downloading as soon as a page that listens to a room is
// loaded, alongside hydration, so the socket opens about when it did when it was in the first load.
if (typeof document !== "undefined") loadSocketModule().catch(() => undefined);

/**
 * Listens to one room. Events are zod-checked; anything else is ignored. Each event carries the
 * room's sequence number: an event already seen is dropped, and when one or more were missed (a
 * gap, a reconnect after the room moved on, or a first connection to a room that relayed something
 * after `listedAt`, when the page read its list), `onReconnect` runs so the screen catches up from
 * D1. Otherwise no HTTP request is made here. The socket, the check and the heartbeat
 * (`./room-socket`) are not in the page's first load; they download alongside hydration (decision 0102).
 *
 * The heartbeat (decision 0170) keeps the page from going deaf without knowing: an answer whose
 * number is not the page's catches up too. Returns `lost`: a reconnection failed, the page is not
 * live (the page says so).
 */
export function useRoom(
  party: RoomParty,
  room: string,
  onEvent: (event: RoomEvent) => void,
  options: { onReconnect?: () => void; enabled?: boolean; listedAt?: string | null } = {},
): { lost: boolean } {
  const opened = useRef(false);
  const reconnected = useRef(false);
  const last = useRef<number | null>(null);
  const handlers = useRef({ onEvent, onReconnect: options.onReconnect });
  handlers.current = { onEvent, onReconnect: options.onReconnect };
  const listedAt = useRef(options.listedAt);
  listedAt.current = options.listedAt;
  const enabled = options.enabled ?? true;
  const [lost, setLost] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let socket: { close: () => void } | null = null;
    let gone = false;
    loadSocketModule()
      .then(({ openRoomSocket }) => {
        if (gone) return;
        socket = openRoomSocket(party, room, {
          seq: () => last.current,
          onOpen() {
            reconnected.current = opened.current;
            opened.current = true;
          },
          onLost: setLost,
          onAnswer(hello, catchUp) {
            if (!catchUp) return;
            last.current = hello.seq;
            handlers.current.onReconnect?.();
          },
          onMessage(message) {
            if ("hello" in message) {
              const step = stepForHello(last.current, message.hello, reconnected.current, listedAt.current);
              // A room that never relayed anything yet still says where it stands.
              if (last.current === null || step === "catch-up") last.current = message.hello.seq;
              if (step === "catch-up") handlers.current.onReconnect?.();
              return;
            }
            const { event } = message;
            const step = stepForEvent(last.current, event.seq);
            if (step === "ignore") return;
            if (event.seq !== undefined) last.current = event.seq;
            handlers.current.onEvent(event);
            if (step === "merge-and-catch-up") handlers.current.onReconnect?.();
          },
        });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      socket?.close();
    };
  }, [party, room, enabled]);

  return { lost };
}
