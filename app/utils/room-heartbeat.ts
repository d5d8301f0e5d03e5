/**
 * The heartbeat of a room's socket (decision 0170), as a pure state machine: `useRoom` feeds it what
 * happens (the socket opened or closed, the period elapsed, the answer's deadline passed, the room
 * answered, the tab was hidden or shown, the browser came back online) and does what it says.
 *
 * Every `periodMs` a visible page sends the room the last sequence number it saw; the room answers
 * with its greeting. No answer within `answerMs`: the socket is deaf (a half-open connection, a room
 * that stopped relaying), so the page closes it and reconnects. An answer whose sequence differs from
 * the page's: the page missed something and catches up from D1. A hidden tab sends nothing; shown
 * again or back online, it asks at once. A reconnection that fails makes the page say it is not live.
 */
export type HeartbeatConfig = { periodMs: number; answerMs: number };

/** 25 s between two questions, 5 s to answer: a page is never deaf longer than ~30 s plus a reconnection. */
export const HEARTBEAT: HeartbeatConfig = { periodMs: 25_000, answerMs: 5_000 };

/**
 * How a dropped socket comes back (decision 0173), given to partysocket: each page waits its own
 * random 1–5 s before its first retry, each failed attempt waits 1.5× longer, up to 20 s, and a
 * handshake gets 10 s before it is given up. Pages dropped at the same instant (a room restarting
 * under 200 pages) no longer knock at the same instants, and a slow room gets fewer knocks as it
 * stays slow, so it recovers instead of drowning in abandoned handshakes (partysocket's defaults:
 * 3 s for every page, 4 s to answer, which on a loaded machine turned one restart into 26,000).
 */
export function reconnectPolicy(random: number = Math.random()) {
  return {
    minReconnectionDelay: 1_000 + Math.floor(random * 4_000),
    reconnectionDelayGrowFactor: 1.5,
    maxReconnectionDelay: 20_000,
    connectionTimeout: 10_000,
  };
}

export type HeartbeatState = {
  /** The socket is open. */
  open: boolean;
  hidden: boolean;
  /** When the unanswered question was sent (null: none waiting). */
  askedAt: number | null;
  /** When the room last wrote to this socket (an event or a greeting): a socket that hears is not deaf. */
  heardAt: number | null;
  /** Closes since the socket was last open: the first is the drop, each next one a failed reconnection. */
  closes: number;
};

export type HeartbeatInput =
  | { type: "open" }
  | { type: "close" }
  | { type: "tick"; now: number }
  | { type: "deadline"; now: number }
  | { type: "answer"; seq: number; last: number | null }
  | { type: "heard"; now: number }
  | { type: "hidden" }
  | { type: "visible"; now: number }
  | { type: "online"; now: number };

/** `ping`: send the last sequence seen (then arm the deadline); `reconnect`: close and open again; `catch-up`: read from D1. */
export type HeartbeatAction = "ping" | "reconnect" | "catch-up";

export const initialHeartbeat = (hidden = false): HeartbeatState => ({ open: false, hidden, askedAt: null, heardAt: null, closes: 0 });

/** The page says « Connexion perdue, nouvelle tentative… » once a reconnection has failed. */
export const isLost = (state: HeartbeatState) => !state.open && state.closes >= 2;

export function heartbeatStep(
  state: HeartbeatState,
  input: HeartbeatInput,
  config: HeartbeatConfig = HEARTBEAT,
): { state: HeartbeatState; actions: HeartbeatAction[] } {
  const ask = (now: number) => ({ state: { ...state, hidden: false, askedAt: now }, actions: ["ping"] as HeartbeatAction[] });
  switch (input.type) {
    case "open":
      return { state: { ...state, open: true, askedAt: null, heardAt: null, closes: 0 }, actions: [] };
    case "close":
      return { state: { ...state, open: false, askedAt: null, closes: state.closes + 1 }, actions: [] };
    case "heard":
      // Any event proves the socket is heard: a busy room's answer may queue behind its events, and
      // a page that hears events needs no question (no reconnection storm on a loaded room).
      return { state: { ...state, askedAt: null, heardAt: input.now }, actions: [] };
    case "answer":
      // Any greeting answers the question; a sequence other than the page's means it missed something.
      return { state: { ...state, askedAt: null }, actions: input.last === null || input.seq === input.last ? [] : ["catch-up"] };
    case "hidden":
      // A hidden tab's timers are slowed down: a late answer there is not a deaf socket.
      return { state: { ...state, hidden: true, askedAt: null }, actions: [] };
    case "visible":
    case "online": {
      const shown = input.type === "visible" ? { ...state, hidden: false } : state;
      // Closed: partysocket is already trying; back online, it tries at once rather than after its delay.
      if (!state.open) return { state: shown, actions: input.type === "online" ? ["reconnect"] : [] };
      if (shown.hidden) return { state, actions: [] };
      if (state.askedAt !== null)
        return overdue(state, input.now, config)
          ? { state: { ...shown, askedAt: null }, actions: ["reconnect"] }
          : { state: shown, actions: [] };
      return ask(input.now);
    }
    case "tick":
      if (!state.open || state.hidden) return { state, actions: [] };
      if (state.askedAt !== null)
        return overdue(state, input.now, config) ? { state: { ...state, askedAt: null }, actions: ["reconnect"] } : { state, actions: [] };
      if (state.heardAt !== null && input.now - state.heardAt < config.periodMs) return { state, actions: [] };
      return ask(input.now);
    case "deadline":
      if (!state.open || state.hidden || state.askedAt === null || !overdue(state, input.now, config)) return { state, actions: [] };
      return { state: { ...state, askedAt: null }, actions: ["reconnect"] };
  }
}

const overdue = (state: HeartbeatState, now: number, config: HeartbeatConfig) =>
  state.askedAt !== null && now - state.askedAt >= config.answerMs;
