/**
 * The socket side of `useRoom`, loaded once the page is shown (decision 0102): partysocket, the zod
 * check of the room protocol and the heartbeat stay out of the page's first load.
 */
import { PartySocket } from "partysocket";
import { HELLO, parseSequenced, pingMessage, type SequencedEvent } from "../../party/protocol";
import { HEARTBEAT, heartbeatStep, initialHeartbeat, isLost, type HeartbeatConfig, type HeartbeatInput } from "./room-heartbeat";

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

export type RoomListeners = {
  /** The last sequence number the page has seen (sent with each heartbeat). */
  seq: () => number | null;
  onOpen: () => void;
  /** Events, and each connection's first greeting. */
  onMessage: (message: RoomMessage) => void;
  /** A greeting answering the heartbeat; `catchUp` when its number is not the page's. */
  onAnswer: (hello: { seq: number; at: string | null }, catchUp: boolean) => void;
  /** A reconnection failed (true) or the socket is back (false). */
  onLost: (lost: boolean) => void;
};

/**
 * Opens the room's socket (reconnecting on its own) and keeps its heartbeat (`./room-heartbeat`,
 * decision 0170): every period a visible page asks the room where its sequence stands; no answer in
 * time closes the socket and reconnects at once. Anything unreadable is ignored.
 */
export function openRoomSocket(party: string, room: string, listeners: RoomListeners): { close: () => void } {
  const config = heartbeatConfig();
  const socket = new PartySocket({ host: window.location.host, party, room });
  let gone = false;
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
        if (socket.readyState === WebSocket.OPEN) socket.send(pingMessage(listeners.seq()));
        clearTimeout(deadline);
        deadline = setTimeout(() => feed({ type: "deadline", now: Date.now() }), config.answerMs);
      } else if (action === "reconnect") socket.reconnect(4000, "sans réponse");
    }
    return step.actions;
  };
  socket.addEventListener("open", () => {
    greeted = false;
    feed({ type: "open" });
    listeners.onOpen();
  });
  socket.addEventListener("close", () => feed({ type: "close" }));
  socket.addEventListener("message", (message: MessageEvent) => {
    const read = readRoomMessage(message.data);
    if (!read) return;
    if ("hello" in read && greeted) {
      listeners.onAnswer(read.hello, feed({ type: "answer", seq: read.hello.seq, last: listeners.seq() }).includes("catch-up"));
      return;
    }
    if ("hello" in read) {
      greeted = true;
      feed({ type: "answer", seq: read.hello.seq, last: null });
    }
    listeners.onMessage(read);
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
