import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GUIDED_AUDIO } from "./trois-gestes";

/** Seconds of an MP3 from its LAME/Xing header: frames × samples per frame / sample rate. */
function mp3Seconds(path: string): number {
  const b = readFileSync(path);
  let i =
    b.subarray(0, 3).toString() === "ID3" ? 10 + (((b[6]! & 127) << 21) | ((b[7]! & 127) << 14) | ((b[8]! & 127) << 7) | (b[9]! & 127)) : 0;
  while (!(b[i] === 0xff && (b[i + 1]! & 0xe0) === 0xe0)) i++;
  const header = b.readUInt32BE(i);
  const version = (header >> 19) & 3;
  const rates: Record<number, number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };
  const rate = rates[version]![(header >> 10) & 3]!;
  const tag = Math.max(b.indexOf("Info", i), b.indexOf("Xing", i));
  const frames = b.readUInt32BE(tag + 8);
  return (frames * (version === 3 ? 1152 : 576)) / rate;
}

/** The file in guide-audio/ behind a guide address (it reaches R2 through scripts/guide-audio.mjs). */
const guideFile = (url: string) => `guide-audio/${url.split("/").pop()}`;

describe("the guided audio's known lengths", () => {
  it("match the files, so the players can show them without downloading anything", () => {
    expect(Math.round(mp3Seconds(guideFile(GUIDED_AUDIO.complete)))).toBe(GUIDED_AUDIO.completeSeconds);
    GUIDED_AUDIO.stepSeconds.forEach((seconds, index) => {
      expect(Math.round(mp3Seconds(guideFile(GUIDED_AUDIO.step(index))))).toBe(seconds);
    });
  });
});
