/** Issue 56 item 1: one consumer run never sends more than a Worker invocation allows (decision 0473). */
import { describe, expect, it } from "vitest";
import { SENDS_PER_RUN, withinSends } from "./deliver.server";

describe("the sends of one consumer run", () => {
  it("stay within SENDS_PER_RUN, counting a push per device and one e-mail per notice", () => {
    const notices = Array.from({ length: 5 }, (_, i) => ({ id: i, devices: 10 }));
    const { now, later } = withinSends(notices, (n) => n.devices);
    expect(now.map((n) => n.id)).toEqual([0, 1, 2]); // 3 × 11 = 33; a fourth would make 44
    expect(later.map((n) => n.id)).toEqual([3, 4]);
    expect(now.reduce((sum, n) => sum + n.devices + 1, 0)).toBeLessThanOrEqual(SENDS_PER_RUN);
  });

  it("a full batch of e-mail notices: 40 now, the other 60 later", () => {
    const notices = Array.from({ length: 100 }, (_, i) => i);
    const { now, later } = withinSends(notices, () => 0);
    expect(now).toHaveLength(SENDS_PER_RUN);
    expect(later).toEqual(notices.slice(SENDS_PER_RUN));
  });

  it("keeps filling with smaller notices after a larger one waits, and always sends at least one", () => {
    const { now, later } = withinSends([30, 10, 0, 0], (n) => n);
    expect(now).toEqual([30, 0, 0]); // 31, then 11 would make 42; 1 and 1 fit
    expect(later).toEqual([10]);
    expect(withinSends([100], (n) => n).now).toEqual([100]);
  });
});
