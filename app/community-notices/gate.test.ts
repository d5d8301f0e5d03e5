import { describe, expect, it } from "vitest";
import { outsideGate } from "./gate";

// 2026-12-06 22:30 UTC is 23:30 in Paris (winter, UTC+1).
const night = new Date("2026-12-06T22:30:00Z");

describe("a community notice waits for the person's quiet hours, pause and stop (issue 57)", () => {
  it("goes at once with no quiet hours", () => {
    expect(outsideGate({}, night)).toEqual({ send: true });
  });
  it("waits until the quiet hours end, across midnight, in the person's zone", () => {
    expect(outsideGate({ quietStart: "22:00", quietEnd: "07:00", timeZone: "Europe/Paris" }, night)).toEqual({
      send: false,
      reason: "quiet",
      waitSeconds: (7 * 60 + 30) * 60,
    });
    // In Montréal it is 17:30: not quiet.
    expect(outsideGate({ quietStart: "22:00", quietEnd: "07:00", timeZone: "America/Montreal" }, night)).toEqual({ send: true });
  });
  it("is not sent during a pause or after « Arrêter »", () => {
    expect(outsideGate({ pausedUntil: "2026-12-07" }, night)).toEqual({ send: false, reason: "paused" });
    expect(outsideGate({ pausedUntil: "2026-12-06" }, night)).toEqual({ send: true });
    expect(outsideGate({ stopped: true }, night)).toEqual({ send: false, reason: "stopped" });
  });
  it("reads an unknown zone as Paris", () => {
    expect(outsideGate({ quietStart: "23:00", quietEnd: "23:45", timeZone: "+01:00" }, night)).toMatchObject({
      reason: "quiet",
      waitSeconds: 15 * 60,
    });
  });
});
