import { describe, expect, it } from "vitest";
import { heartbeatStep, initialHeartbeat, isLost, type HeartbeatInput, type HeartbeatState, reconnectPolicy } from "./room-heartbeat";

const config = { periodMs: 25_000, answerMs: 5_000 };
/** Feeds the inputs in order; returns the last state and every action, in order. */
function run(inputs: HeartbeatInput[], state: HeartbeatState = initialHeartbeat()) {
  const actions: string[] = [];
  for (const input of inputs) {
    const step = heartbeatStep(state, input, config);
    state = step.state;
    actions.push(...step.actions);
  }
  return { state, actions };
}
const open: HeartbeatInput = { type: "open" };

describe("le battement de cœur d'un salon (decision 0170)", () => {
  it("answered: a visible page asks each period; the room's answer at the page's sequence changes nothing", () => {
    const { state, actions } = run([
      open,
      { type: "tick", now: 25_000 },
      { type: "answer", seq: 7, last: 7 },
      { type: "deadline", now: 30_000 },
      { type: "tick", now: 50_000 },
    ]);
    expect(actions).toEqual(["ping", "ping"]);
    expect(state.askedAt).toBe(50_000);
    expect(isLost(state)).toBe(false);
  });

  it("late: no answer within the deadline closes the socket and reconnects", () => {
    expect(run([open, { type: "tick", now: 25_000 }, { type: "deadline", now: 29_999 }]).actions).toEqual(["ping"]);
    const { state, actions } = run([open, { type: "tick", now: 25_000 }, { type: "deadline", now: 30_000 }]);
    expect(actions).toEqual(["ping", "reconnect"]);
    expect(state.askedAt).toBeNull();
    // A deadline timer slowed down past the next period: the next tick sees the question unanswered.
    expect(run([open, { type: "tick", now: 25_000 }, { type: "tick", now: 50_000 }]).actions).toEqual(["ping", "reconnect"]);
  });

  it("an answer after the reconnection's open is the new socket's: no reconnection for the old one", () => {
    const { actions } = run([open, { type: "tick", now: 25_000 }, { type: "close" }, open, { type: "deadline", now: 31_000 }]);
    expect(actions).toEqual(["ping"]);
  });

  it("ahead: a room further on than the page makes it catch up from the database", () => {
    expect(run([open, { type: "tick", now: 25_000 }, { type: "answer", seq: 9, last: 7 }]).actions).toEqual(["ping", "catch-up"]);
    // A room whose sequence was lost would be behind: the page reads again too, never trusts its own.
    expect(run([open, { type: "tick", now: 25_000 }, { type: "answer", seq: 3, last: 7 }]).actions).toEqual(["ping", "catch-up"]);
  });

  it("hidden tab: sends nothing, and a slowed-down answer is no reason to reconnect; shown again, it asks at once", () => {
    const hidden = run([
      open,
      { type: "tick", now: 25_000 },
      { type: "hidden" },
      { type: "deadline", now: 40_000 },
      { type: "tick", now: 50_000 },
      { type: "online", now: 60_000 },
    ]);
    expect(hidden.actions).toEqual(["ping"]);
    const shown = run([{ type: "visible", now: 70_000 }], hidden.state);
    expect(shown.actions).toEqual(["ping"]);
    expect(shown.state.askedAt).toBe(70_000);
    expect(run([{ type: "deadline", now: 75_000 }], shown.state).actions).toEqual(["reconnect"]);
    // Shown while a question is already waiting: no second question.
    expect(run([open, { type: "tick", now: 25_000 }, { type: "visible", now: 26_000 }]).actions).toEqual(["ping"]);
  });

  it("back online: an open socket is asked at once; a closed one reconnects without waiting for its delay", () => {
    expect(run([open, { type: "online", now: 3_000 }]).actions).toEqual(["ping"]);
    expect(run([open, { type: "close" }, { type: "online", now: 3_000 }]).actions).toEqual(["reconnect"]);
    // A question long unanswered when the network comes back: the socket is deaf.
    expect(run([open, { type: "tick", now: 25_000 }, { type: "online", now: 40_000 }]).actions).toEqual(["ping", "reconnect"]);
  });

  it("says it is not live only after a reconnection failed, and is live again once the socket opens", () => {
    expect(isLost(run([open, { type: "close" }]).state)).toBe(false);
    const lost = run([open, { type: "close" }, { type: "close" }]).state;
    expect(isLost(lost)).toBe(true);
    expect(isLost(run([open], lost).state)).toBe(false);
    // A page whose very first connection fails twice says so too.
    expect(isLost(run([{ type: "close" }, { type: "close" }]).state)).toBe(true);
  });

  it("a closed socket is not asked anything (partysocket would queue the question)", () => {
    expect(
      run([open, { type: "close" }, { type: "tick", now: 25_000 }, { type: "deadline", now: 30_000 }, { type: "visible", now: 31_000 }])
        .actions,
    ).toEqual([]);
  });

  it("an event heard is an answer: no reconnection while events flow, and no question within a period of the last one", () => {
    expect(run([open, { type: "tick", now: 25_000 }, { type: "heard", now: 27_000 }, { type: "deadline", now: 30_000 }]).actions).toEqual([
      "ping",
    ]);
    expect(run([open, { type: "heard", now: 10_000 }, { type: "tick", now: 25_000 }]).actions).toEqual([]);
    // A room that stopped writing: one period after the last event heard, the page asks again.
    expect(run([open, { type: "heard", now: 10_000 }, { type: "tick", now: 35_000 }, { type: "deadline", now: 40_000 }]).actions).toEqual([
      "ping",
      "reconnect",
    ]);
  });
});

describe("reconnectPolicy (decision 0173)", () => {
  // partysocket waits minReconnectionDelay × growFactor^(n−1) before its n-th retry, capped.
  const delays = (random: number, attempts: number) => {
    const p = reconnectPolicy(random);
    return Array.from({ length: attempts }, (_, n) =>
      Math.min(p.maxReconnectionDelay, p.minReconnectionDelay * p.reconnectionDelayGrowFactor ** n),
    );
  };

  it("spreads the first retry of pages dropped together over 1 to 5 seconds", () => {
    expect(reconnectPolicy(0).minReconnectionDelay).toBe(1_000);
    expect(reconnectPolicy(0.999).minReconnectionDelay).toBeGreaterThan(4_900);
    expect(reconnectPolicy(0.25).minReconnectionDelay).not.toBe(reconnectPolicy(0.75).minReconnectionDelay);
  });

  it("knocks less and less often at a room that stays slow, never less than every 20 s", () => {
    const waits = delays(0.5, 10);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits[4]).toBeGreaterThan(waits[0]! * 4);
    expect(Math.max(...waits)).toBe(20_000);
  });

  it("gives a slow handshake 10 s before giving it up", () => {
    expect(reconnectPolicy().connectionTimeout).toBe(10_000);
  });
});
