/**
 * The socket side of `useRoom`, loaded once the page is shown (decision 0102): partysocket's
 * reconnecting socket, the check of the room's events (`party/wire.ts`, no zod: the room checked them
 * with zod before relaying them, decision 0266), the sequence's rules and the heartbeat stay out of the
 * page's first load.
 */
import ReconnectingWebSocket from "partysocket/ws";
import type { SequencedEvent } from "../../party/protocol";
import { HELLO, isCount, pingMessage, readRoomEvent, readRoomNote, TYPING_NOTE, type RoomNote } from "../../party/wire";
import { SESSION_CLOSE_CODE } from "../../party/session-sockets";
import { ownedKey, VISITOR } from "../device/owner";
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

type Hello = { seq: number; at: string | null; here?: number };
/** What a room said: its greeting (where its sequence stands), a chat's note (who is there, someone typing) or a checked event. */
export type RoomMessage = { hello: Hello } | { note: RoomNote } | { event: SequencedEvent };

export function readRoomMessage(data: unknown): RoomMessage | null {
  const hello = readHello(data);
  if (hello !== null) return { hello };
  const note = readRoomNote(data);
  if (note !== null) return { note };
  const event = readRoomEvent(data);
  return event ? { event } : null;
}

/** The greeting: where the room's sequence stands, when it last relayed something (null: never), and the chat's count of people. */
function readHello(data: unknown): Hello | null {
  if (typeof data !== "string" || !data.includes(HELLO)) return null;
  try {
    const value = JSON.parse(data) as { type?: unknown; seq?: unknown; at?: unknown; here?: unknown };
    if (value.type !== HELLO || typeof value.seq !== "number") return null;
    const hello: Hello = { seq: value.seq, at: typeof value.at === "string" ? value.at : null };
    if (isCount(value.here)) hello.here = value.here;
    return hello;
  } catch {
    return null;
  }
}

/**
 * The random id a visitor's browser keeps for the chat's count (decision 0476): its tabs count as one
 * person. It names nobody, and the room never tells it to anyone. Without storage, each page has its own.
 */
function visitorId(): string {
  const key = ownedKey(VISITOR, "presence");
  const fresh = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  try {
    const kept = localStorage.getItem(key);
    if (kept) return kept;
    const id = fresh();
    localStorage.setItem(key, id);
    return id;
  } catch {
    return fresh();
  }
}

/** A typing note goes to the room at most this often while the person types (the room relays one per 2.5 s at most). */
const TYPING_EVERY_MS = 3000;

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
export function roomAddress(
  party: string,
  room: string,
  at: Pick<Location, "protocol" | "host"> = window.location,
  visitor: string | null = null,
): string {
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const scheme = at.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${at.host}/parties/${party}/${room}?_pk=${id}${visitor ? `&personne=${encodeURIComponent(visitor)}` : ""}`;
}

export type RoomListeners = {
  /** When the page read its list (server time): a room that relayed something after it makes the page catch up once. */
  listedAt: () => string | null | undefined;
  onEvent: (event: SequencedEvent) => void;
  /** One or more events were missed: the page reads from D1. */
  onCatchUp: () => void;
  /** A reconnection failed (true) or the socket is back (false). */
  onLost: (lost: boolean) => void;
  /** The chat's notes: how many people are there (on each greeting and each change), someone else typing. */
  onNote?: (note: RoomNote) => void;
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
export function openRoomSocket(
  party: string,
  room: string,
  listeners: RoomListeners,
  /** A visitor's page in the chat: its socket names the browser by its random id, so the room counts it once. */
  visitor = false,
): { close: () => void; typing: () => void } {
  const config = heartbeatConfig();
  const socket = new ReconnectingWebSocket(
    roomAddress(party, room, window.location, visitor ? visitorId() : null),
    undefined,
    reconnectPolicy(),
  );
  let typedAt = 0;
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
    if ("note" in read) {
      listeners.onNote?.(read.note);
      return;
    }
    if ("hello" in read) {
      const { hello } = read;
      if (hello.here !== undefined) listeners.onNote?.({ here: hello.here });
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
    typing: () => {
      const now = Date.now();
      if (now - typedAt < TYPING_EVERY_MS || socket.readyState !== WebSocket.OPEN) return;
      typedAt = now;
      socket.send(TYPING_NOTE);
    },
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
