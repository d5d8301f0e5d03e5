/**
 * The socket side of `useRoom`, loaded once the page is shown (decision 0102): partysocket and the
 * zod check of the room protocol stay out of the page's first load.
 */
import { PartySocket } from "partysocket";
import { HELLO, parseSequenced, pingMessage, type SequencedEvent } from "../../party/protocol";

/** What a room said: its greeting (where its sequence stands) or a checked event. */
export type RoomMessage = { hello: { seq: number; at: string | null } } | { event: SequencedEvent };

export function readRoomMessage(data: unknown): RoomMessage | null {
  const hello = readHello(data);
  if (hello !== null) return { hello };
  const event = parseSequenced(data);
  return event ? { event } : null;
}

/** The greeting: where the room's sequence stands and when it last relayed something (null: never). */
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

/** The socket of one room, as `useRoom` drives it. */
export type RoomSocket = {
  close: () => void;
  /** The heartbeat: the last sequence number the page has seen (sent only while the socket is open). */
  ping: (seq: number | null) => void;
  /** Closes this connection and opens a new one at once. */
  reconnect: () => void;
};

/** Opens the room's socket (reconnecting on its own); anything unreadable is ignored. */
export function openRoomSocket(
  party: string,
  room: string,
  listeners: { onOpen: () => void; onClose: () => void; onMessage: (message: RoomMessage) => void },
): RoomSocket {
  const socket = new PartySocket({ host: window.location.host, party, room });
  socket.addEventListener("open", () => listeners.onOpen());
  socket.addEventListener("close", () => listeners.onClose());
  socket.addEventListener("message", (message: MessageEvent) => {
    const read = readRoomMessage(message.data);
    if (read) listeners.onMessage(read);
  });
  return {
    close: () => socket.close(),
    ping: (seq) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(pingMessage(seq));
    },
    reconnect: () => socket.reconnect(4000, "sans réponse"),
  };
}
