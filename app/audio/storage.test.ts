import { describe, expect, it } from "vitest";
import { ownsAudioKey, playableUrl, putAudioOnce, signAudioUrl, stepAudioKey, verifyAudioSignature } from "./storage.server";
import { checkAudio } from "./validation";

class FakeBucket {
  objects = new Map<string, ArrayBuffer>();
  async head(key: string) {
    return this.objects.has(key) ? ({ key } as unknown as R2Object) : null;
  }
  async put(key: string, body: ArrayBuffer) {
    if (this.objects.has(key)) return null;
    this.objects.set(key, body);
    return { key } as unknown as R2Object;
  }
}

describe("audio keys and ownership", () => {
  it("names step recordings {userId}/{sessionId}/step_{n}_{timestamp}.webm", () => {
    expect(stepAudioKey("u1", "s1", 3, 1700000000000)).toBe("u1/s1/step_3_1700000000000.webm");
  });
  it("belong to the user whose id starts the key", () => {
    expect(ownsAudioKey("u1", "u1/s1/step_1_1.webm")).toBe(true);
    expect(ownsAudioKey("u1", "u10/s1/step_1_1.webm")).toBe(false);
    expect(ownsAudioKey("u1", "u1/../u2/x.webm")).toBe(false);
  });
  it("never overwrite a stored recording", async () => {
    const bucket = new FakeBucket();
    expect(await putAudioOnce(bucket as unknown as R2Bucket, "u1/s/a.webm", new ArrayBuffer(1), "audio/webm")).toBe(true);
    expect(await putAudioOnce(bucket as unknown as R2Bucket, "u1/s/a.webm", new ArrayBuffer(2), "audio/webm")).toBe(false);
    expect(bucket.objects.get("u1/s/a.webm")!.byteLength).toBe(1);
  });
});

describe("signed URLs", () => {
  const now = Date.UTC(2026, 0, 1);
  it("verify for 3600 s and no longer", async () => {
    const url = new URL(await signAudioUrl("secret", "u1/s/a.webm", now), "http://x");
    expect(url.searchParams.get("expires")).toBe(String(now / 1000 + 3600));
    expect(await verifyAudioSignature("secret", url.searchParams, now + 3599_000)).toBe("u1/s/a.webm");
    expect(await verifyAudioSignature("secret", url.searchParams, now + 3601_000)).toBeNull();
    expect(await verifyAudioSignature("other", url.searchParams, now)).toBeNull();
    url.searchParams.set("key", "u2/s/a.webm");
    expect(await verifyAudioSignature("secret", url.searchParams, now)).toBeNull();
  });
  it("are only made for the owner's keys; http and data URLs pass through", async () => {
    expect(await playableUrl("s", "u1", "u2/s/a.webm")).toBeNull();
    expect(await playableUrl("s", "u1", "local_audio")).toBeNull();
    expect(await playableUrl("s", "u1", "data:audio/webm;base64,AA")).toBe("data:audio/webm;base64,AA");
    expect(await playableUrl("s", "u1", "u1/s/a.webm")).toMatch(/^\/audio\/play\?/);
  });
});

describe("upload rules", () => {
  it("accept audio types up to 52428800 bytes", () => {
    expect(checkAudio("audio/webm;codecs=opus", 52_428_800)).toBeNull();
    expect(checkAudio("video/webm", 10)?.status).toBe(415);
    expect(checkAudio(null, 10)?.status).toBe(415);
    expect(checkAudio("audio/webm", 52_428_801)).toEqual({
      status: 413,
      title: "Fichier trop volumineux",
      message: "Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait 50.00 MB.",
      error: "Fichier trop volumineux: Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait 50.00 MB.",
    });
  });
});
