import { describe, expect, it } from "vitest";
import { deviceMayHoldData } from "./device-data";

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
}

describe("deviceMayHoldData (whether the attach offer is worth loading)", () => {
  it("is false for an empty device, empty lists and unrelated keys", () => {
    expect(deviceMayHoldData(storage({}))).toBe(false);
    expect(deviceMayHoldData(storage({ local_practices: "[]", practice_questions: " [] ", local_acts: "[]", theme: "x" }))).toBe(false);
    // The older act copy alone is not sent by the offer.
    expect(deviceMayHoldData(storage({ user_acts: '[{"id":"a"}]' }))).toBe(false);
  });

  it("is true when a practice, question or act list holds something, or a cycle is kept", () => {
    expect(deviceMayHoldData(storage({ local_practices: '[{"id":"p"}]' }))).toBe(true);
    expect(deviceMayHoldData(storage({ practice_questions: '[{"q":1}]' }))).toBe(true);
    expect(deviceMayHoldData(storage({ local_acts: '[{"id":"a"}]' }))).toBe(true);
    expect(deviceMayHoldData(storage({ "cycle-0-6": "{}" }))).toBe(true);
    expect(deviceMayHoldData(storage({ "saved-cycles": "[]" }))).toBe(true);
  });
});
