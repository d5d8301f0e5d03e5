/**
 * The socket side of `useRoom`, loaded once the page is shown (decision 0102): partysocket's
 * reconnecting socket, the check of the room's events (`party/wire.ts`, no zod: the room checked them
 * with zod before relaying them, decision 0266), the sequence's rules and the heartbeat stay out of the
 * page's first load.
 */
import ReconnectingWebSocket from "partysocket/ws";
import type { SequencedEvent } from "../../party/protocol";
import { HELLO, pingMessage, readRoomEvent } from "../../party/wire";
import { SESSION_CLOSE_CODE } from "../../party/session-sockets";
import {
  HEARTBEAT,
  heartbeatStep,
  initialHeartbeat,
  isLost,
  reconnectPolicy,
  type HeartbeatConfig,
  type HeartbeatInput,
} from "./room-heartbeat";
import { stepForEvent, stepForHello } from "./room-sequence";

/** What a room said: its greeting (where its sequence stands) or a checked event. */
export type RoomMessage = { hello: { seq: number; at: string | null } } | { event: SequencedEvent };

export function readRoomMessage(data: unknown): RoomMessage | null {
  const hello = readHello(data);
  if (hello !== null) return { hello };
  const event = readRoomEvent(data);
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

/** Local builds only: browser tests shorten the heartbeat with `localStorage["rvi:battement"] = "period,answer"` (ms). */
function heartbeatConfig(): HeartbeatConfig {
  if (__DEV_HOOKS__) {
    try {
      const [periodMs, answerMs] = (window.localStorage.getItem("rvi:battement") ?? "").split(",").map(Number);
      if (periodMs! > 0 && answerMs! > 0) return { periodMs: periodMs!, answerMs: answerMs! };
    } catch {
      // no storage: the real heartbeat
    }
  }
  return HEARTBEAT;
}

/**
 * The room's address, as partysocket's `PartySocket` writes it (`/parties/<party>/<room>?_pk=<id>`),
 * with the page's own scheme: one connection id per socket, kept across its reconnections. Only
 * partysocket's reconnecting socket is used (`partysocket/ws`): `PartySocket` adds 1.3 kB gzip of
 * address options the rooms do not need (decision 0266).
 */
export function roomAddress(party: string, room: string, at: Pick<Location, "protocol" | "host"> = window.location): string {
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const scheme = at.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${at.host}/parties/${party}/${room}?_pk=${id}`;
}

/**
 * What the chat adds to its socket (decision 0476): more of its address (`&personne=`, a visitor's
 * browser id, or nothing), and `open`, handed the socket once made, to hear the room's notes (who is
 * there, someone typing) and to send its typing note. Other rooms have none.
 */
export type RoomLink = { query: string; open: (socket: ReconnectingWebSocket) => void };

export type RoomListeners = {
  /** When the page read its list (server time): a room that relayed something after it makes the page catch up once. */
  listedAt: () => string | null | undefined;
  onEvent: (event: SequencedEvent) => void;
  /** One or more events were missed: the page reads from D1. */
  onCatchUp: () => void;
  /** A reconnection failed (true) or the socket is back (false). */
  onLost: (lost: boolean) => void;
  link?: RoomLink;
};

/**
 * Opens the room's socket (reconnecting on its own), follows the room's sequence and keeps the
 * heartbeat (`./room-heartbeat`, decision 0170). Each event carries the room's sequence number: an
 * event already seen is dropped, and when one or more were missed (a gap, a reconnect after the room
 * moved on, a first connection to a room that relayed something after `listedAt`, or a heartbeat's
 * answer that is not at the page's number) `onCatchUp` runs. Every period a visible page asks the
 * room where its sequence stands; no answer in time closes the socket and reconnects at once.
 * Anything unreadable is ignored.
 */
export function openRoomSocket(party: string, room: string, listeners: RoomListeners): { close: () => void } {
  const config = heartbeatConfig();
  const socket = new ReconnectingWebSocket(roomAddress(party, room) + (listeners.link?.query ?? ""), undefined, reconnectPolicy());
  listeners.link?.open(socket);
  let gone = false;
  let opened = false;
  let reconnected = false;
  /** The number of the last event this page saw (null before the room said anything). */
  let last: number | null = null;
  // The first greeting of each connection is the room's welcome; the next ones answer the heartbeat.
  let greeted = false;
  let beat = initialHeartbeat(document.visibilityState === "hidden");
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let lost = false;
  const feed = (input: HeartbeatInput) => {
    if (gone) return [];
    const step = heartbeatStep(beat, input, config);
    beat = step.state;
    if (isLost(beat) !== lost) listeners.onLost((lost = isLost(beat)));
    for (const action of step.actions) {
      if (action === "ping") {
        if (socket.readyState === WebSocket.OPEN) socket.send(pingMessage(last));
        clearTimeout(deadline);
        deadline = setTimeout(() => feed({ type: "deadline", now: Date.now() }), config.answerMs);
      } else if (action === "reconnect") socket.reconnect(4000, "sans réponse");
    }
    return step.actions;
  };
  socket.addEventListener("open", () => {
    reconnected = opened;
    opened = true;
    greeted = false;
    feed({ type: "open" });
  });
  socket.addEventListener("close", (event: CloseEvent) => {
    // The session that opened the person's own room ended (decision 0321): it is not reopened.
    if (event.code === SESSION_CLOSE_CODE && party === "user-room") socket.close();
    feed({ type: "close" });
  });
  socket.addEventListener("message", (message: MessageEvent) => {
    const read = readRoomMessage(message.data);
    if (!read) return;
    if ("hello" in read) {
      const { hello } = read;
      if (greeted) {
        // The heartbeat's answer: a room further on than the page (or behind it) means a catch-up.
        if (feed({ type: "answer", seq: hello.seq, last }).includes("catch-up")) {
          last = hello.seq;
          listeners.onCatchUp();
        }
        return;
      }
      greeted = true;
      feed({ type: "answer", seq: hello.seq, last: null });
      const step = stepForHello(last, hello, reconnected, listeners.listedAt());
      // A room that never relayed anything yet still says where it stands.
      if (last === null || step === "catch-up") last = hello.seq;
      if (step === "catch-up") listeners.onCatchUp();
      return;
    }
    const { event } = read;
    feed({ type: "heard", now: Date.now() });
    const step = stepForEvent(last, event.seq);
    if (step === "ignore") return;
    if (event.seq !== undefined) last = event.seq;
    listeners.onEvent(event);
    if (step === "merge-and-catch-up") listeners.onCatchUp();
  });
  const timer = setInterval(() => feed({ type: "tick", now: Date.now() }), config.periodMs);
  const onVisibility = () => feed(document.visibilityState === "hidden" ? { type: "hidden" } : { type: "visible", now: Date.now() });
  const onOnline = () => feed({ type: "online", now: Date.now() });
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("online", onOnline);
  return {
    close: () => {
      gone = true;
      clearInterval(timer);
      clearTimeout(deadline);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      socket.close();
    },
  };
}
