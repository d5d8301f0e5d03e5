/**
 * The guided audio answers byte ranges (issue 30 item 5, decision 0200): a seek in the 8:51 guide asks
 * for a range; a 200 without Accept-Ranges made the browser's seek bar snap back to 0:00.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Client } from "../support/client";

const COMPLETE = "/audio/guide/trois-gestes-complet.mp3";
const bytes = readFileSync("guide-audio/trois-gestes-complet.mp3");

describe("the guided audio served from R2", () => {
  it("answers a range with 206, Content-Range and Accept-Ranges, and those exact bytes", async () => {
    const response = await new Client().request(COMPLETE, { headers: { Range: "bytes=1000000-1000099" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Range")).toBe(`bytes 1000000-1000099/${bytes.byteLength}`);
    expect(response.headers.get("Content-Type")).toBe("audio/mpeg");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(bytes.subarray(1000000, 1000100))).toBe(true);
  });

  it("answers an open range (what a browser sends when seeking) with 206 up to the end", async () => {
    const response = await new Client().request(COMPLETE, { headers: { Range: "bytes=2000000-" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes 2000000-${bytes.byteLength - 1}/${bytes.byteLength}`);
    expect((await response.arrayBuffer()).byteLength).toBe(bytes.byteLength - 2000000);
  });

  it("answers the whole file with 200 and Accept-Ranges, and a range past the end with 416", async () => {
    const whole = await new Client().request(COMPLETE);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(Number(whole.headers.get("Content-Length"))).toBe(bytes.byteLength);
    await whole.arrayBuffer();
    const beyond = await new Client().request(COMPLETE, { headers: { Range: `bytes=${bytes.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe(`bytes */${bytes.byteLength}`);
  });

  it("serves every step and the 9 Marches guide, and nothing outside the guide folder", async () => {
    for (const file of ["trois-gestes-etape-1.mp3", "trois-gestes-etape-7.mp3", "guide-9-marches.mp3"]) {
      const response = await new Client().request(`/audio/guide/${file}`, { headers: { Range: "bytes=0-1" } });
      expect(response.status, file).toBe(206);
      await response.arrayBuffer();
    }
    expect((await new Client().request("/audio/guide/absent.mp3")).status).toBe(404);
    expect((await new Client().request("/audio/guide/..%2F00000000-0000-4000-8000-000000000003%2Fx.webm")).status).toBe(404);
  });
});
