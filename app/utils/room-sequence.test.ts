import { describe, expect, it } from "vitest";
import { stepForEvent, stepForHello } from "./room-sequence";

describe("room sequence", () => {
  it("merges the first event and each next one", () => {
    expect(stepForEvent(null, 7)).toBe("merge");
    expect(stepForEvent(7, 8)).toBe("merge");
    expect(stepForEvent(7, undefined)).toBe("merge");
  });
  it("ignores an event already seen", () => {
    expect(stepForEvent(8, 8)).toBe("ignore");
    expect(stepForEvent(8, 3)).toBe("ignore");
  });
  it("catches up after a gap", () => {
    expect(stepForEvent(8, 10)).toBe("merge-and-catch-up");
  });
  it("catches up on a reconnect only when the room moved meanwhile", () => {
    expect(stepForHello(null, { seq: 5 }, false)).toBe("nothing");
    expect(stepForHello(5, { seq: 5 }, false)).toBe("nothing");
    expect(stepForHello(5, { seq: 5 }, true)).toBe("nothing");
    expect(stepForHello(5, { seq: 9 }, true)).toBe("catch-up");
    expect(stepForHello(null, { seq: 9 }, true)).toBe("catch-up");
  });
  it("catches up on the first connection when the room relayed after the page's list was read", () => {
    const listedAt = "2026-11-23T10:00:00.000Z";
    expect(stepForHello(null, { seq: 9, at: "2026-11-23T10:00:00.400Z" }, false, listedAt)).toBe("catch-up");
    expect(stepForHello(null, { seq: 9, at: "2026-11-23T09:59:59.000Z" }, false, listedAt)).toBe("nothing");
    expect(stepForHello(null, { seq: 9, at: null }, false, listedAt)).toBe("nothing");
    expect(stepForHello(null, { seq: 9, at: "2026-11-23T10:00:00.400Z" }, false, null)).toBe("nothing");
  });
});
