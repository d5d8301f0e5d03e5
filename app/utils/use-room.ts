import { useEffect, useRef, useState } from "react";
import type { RoomEvent } from "../../party/protocol";
import { HEARTBEAT, heartbeatStep, initialHeartbeat, isLost, type HeartbeatConfig, type HeartbeatInput } from "./room-heartbeat";
import { stepForEvent, stepForHello } from "./room-sequence";
import type { RoomSocket } from "./room-socket";

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
 * Listens to one room. Events are zod-checked; anything else is ignored. Each event carries the
 * room's sequence number: an event already seen is dropped, and when one or more were missed (a
 * gap, a reconnect after the room moved on, or a first connection to a room that relayed something
 * after `listedAt`, when the page read its list), `onReconnect` runs so the screen catches up from
 * D1. Otherwise no HTTP request is made here. The socket and the check (`./room-socket`) are not
 * in the page's first load; they download alongside hydration (decision 0102).
 *
 * A heartbeat (`./room-heartbeat`, decision 0170) keeps the page from going deaf without knowing:
 * every period a visible page tells the room the last number it saw, the room answers with where
 * its sequence stands; no answer in time closes the socket and reconnects, a number ahead catches
 * up. Returns `lost`: a reconnection failed, the page is not live (the page says so).
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
    let socket: RoomSocket | null = null;
    let gone = false;
    // The first greeting of each connection is the room's welcome; the next ones answer the heartbeat.
    let greeted = false;
    const config = heartbeatConfig();
    let beat = initialHeartbeat(document.visibilityState === "hidden");
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const feed = (input: HeartbeatInput) => {
      const step = heartbeatStep(beat, input, config);
      beat = step.state;
      setLost(isLost(beat));
      for (const action of step.actions) {
        if (action === "ping") {
          socket?.ping(last.current);
          clearTimeout(deadline);
          deadline = setTimeout(() => feed({ type: "deadline", now: Date.now() }), config.answerMs);
        } else if (action === "reconnect") socket?.reconnect();
      }
      return step.actions;
    };
    const timer = setInterval(() => feed({ type: "tick", now: Date.now() }), config.periodMs);
    const onVisibility = () => feed(document.visibilityState === "hidden" ? { type: "hidden" } : { type: "visible", now: Date.now() });
    const onOnline = () => feed({ type: "online", now: Date.now() });
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("online", onOnline);
    loadSocketModule()
      .then(({ openRoomSocket }) => {
        if (gone) return;
        socket = openRoomSocket(party, room, {
          onOpen() {
            reconnected.current = opened.current;
            opened.current = true;
            greeted = false;
            feed({ type: "open" });
          },
          onClose() {
            if (!gone) feed({ type: "close" });
          },
          onMessage(message) {
            if ("hello" in message) {
              if (greeted) {
                // The heartbeat's answer: a room further on than the page (or behind it) means a catch-up.
                if (feed({ type: "answer", seq: message.hello.seq, last: last.current }).includes("catch-up")) {
                  last.current = message.hello.seq;
                  handlers.current.onReconnect?.();
                }
                return;
              }
              greeted = true;
              feed({ type: "answer", seq: message.hello.seq, last: null });
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
      clearInterval(timer);
      clearTimeout(deadline);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      socket?.close();
    };
  }, [party, room, enabled]);

  return { lost };
}
