import { useEffect, useRef, useState } from "react";
import type { RoomEvent } from "../../party/protocol";
import type { RoomLink } from "./room-socket";

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
 * Listens to one room. Events are checked (the room with zod before relaying them, the page their
 * shape: `party/wire.ts`); anything else is ignored. When one or more events were missed (a gap in the room's sequence, a reconnect after the room moved on, a first connection
 * to a room that relayed something after `listedAt`, when the page read its list, or a heartbeat's
 * answer ahead of the page), `onReconnect` runs so the screen catches up from D1. Otherwise no HTTP
 * request is made here. The socket, the check, the sequence's rules and the heartbeat
 * (`./room-socket`, decision 0170) are not in the page's first load; they download alongside
 * hydration (decision 0102). Returns `lost`: a reconnection failed, or the browser says it is offline
 * (at once: the socket would only notice at its next heartbeat), so the page is not live and says so.
 * The chat links its notes and its typing to the socket with `link` (decision 0476).
 */
export function useRoom(
  party: RoomParty,
  room: string,
  onEvent: (event: RoomEvent) => void,
  options: { onReconnect?: () => void; enabled?: boolean; listedAt?: string | null; link?: RoomLink } = {},
): { lost: boolean } {
  const handlers = useRef({ ...options, onEvent });
  handlers.current = { ...options, onEvent };
  const listedAt = useRef(options.listedAt);
  listedAt.current = options.listedAt;
  const enabled = options.enabled ?? true;
  const [lost, setLost] = useState(false);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let socket: { close: () => void } | null = null;
    let gone = false;
    loadSocketModule()
      .then(({ openRoomSocket }) => {
        if (gone) return;
        socket = openRoomSocket(party, room, {
          listedAt: () => listedAt.current,
          onEvent: (event) => handlers.current.onEvent(event),
          onCatchUp: () => handlers.current.onReconnect?.(),
          onLost: setLost,
          link: handlers.current.link,
        });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      socket?.close();
    };
  }, [party, room, enabled]);

  return { lost: lost || (enabled && offline) };
}
