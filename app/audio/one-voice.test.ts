import { describe, expect, it } from "vitest";
import { leaveTheFloor, silence, takeTheFloor } from "./one-voice";

function voice() {
  const v = {
    paused: true,
    pauses: 0,
    pause() {
      v.paused = true;
      v.pauses++;
    },
    play() {
      v.paused = false;
      takeTheFloor(v);
    },
  };
  return v;
}

describe("one voice at a time", () => {
  it("pauses the voice that was playing when another starts, and only that one", () => {
    const complete = voice();
    const step = voice();
    const recording = voice();
    complete.play();
    step.play();
    expect(complete.paused).toBe(true);
    expect(step.paused).toBe(false);
    recording.play();
    expect(step.paused).toBe(true);
    expect(complete.pauses).toBe(1);
  });

  it("leaves a voice that paused by itself alone, and silences the one that plays before a recording", () => {
    const a = voice();
    const b = voice();
    a.play();
    a.pause();
    leaveTheFloor(a);
    b.play();
    expect(a.pauses).toBe(1);
    silence();
    expect(b.paused).toBe(true);
  });
});
