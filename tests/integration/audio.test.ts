import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, signedIn } from "../support/client";
import { sqlString } from "../support/db";
import { rows } from "./practice-support";
import { webmBytes } from "../support/audio";

const SECRET = /SESSION_SECRET=(.*)/.exec(readFileSync(".dev.vars", "utf8"))![1]!.trim();

let owner: Client;
let ownerId: string;
let other: Client;
let sessionId: string;

async function upload(client: Client, path: string, body: BodyInit, type: string) {
  const response = await client.request(path, { method: "POST", headers: { Origin: BASE_URL, "Content-Type": type }, body });
  return { status: response.status, body: (await response.json()) as { key?: string; url?: string; error?: string } };
}

/** Audio URLs are signed with a key derived from the secret, never the session secret itself. */
const AUDIO_KEY = createHmac("sha256", SECRET).update("rendez-vous-interieur/audio-url-key/v1").digest("base64url");

function sign(key: string, expires: number, secret = AUDIO_KEY) {
  const signature = createHmac("sha256", secret).update(`audio:${key}:${expires}`).digest("base64url");
  return `/audio/play?${new URLSearchParams({ key, expires: String(expires), signature })}`;
}

beforeAll(async () => {
  const a = await createConfirmedUser("aua");
  owner = await signedIn(a);
  other = await signedIn(await createConfirmedUser("aub"));
  ownerId = (await rows<{ id: string }>(`SELECT id FROM users WHERE username = ${sqlString(a.pseudo)}`))[0]!.id;
  const start = await owner.post("/practice/peur/save", { intent: "start", step: "1" });
  sessionId = (JSON.parse(start.text) as { sessionId: string }).sessionId;
});

describe("audio upload", () => {
  it("stores a recording under {userId}/{sessionId}/step_{n}_{timestamp}.webm and plays it back through a signed URL", async () => {
    const bytes = webmBytes(4096);
    const result = await upload(owner, `/audio/upload?sessionId=${sessionId}&step=2`, bytes, "audio/webm;codecs=opus");
    expect(result.status).toBe(201);
    expect(result.body.key).toMatch(new RegExp(`^${ownerId}/${sessionId}/step_2_\\d+\\.webm$`));
    const played = await new Client().request(result.body.url!);
    expect(played.status).toBe(200);
    expect(played.headers.get("Content-Type")).toBe("audio/webm");
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);

    // The step's answer keeps the key, and a resumed session gets a fresh signed URL for it.
    await owner.post("/practice/peur/save", {
      intent: "save",
      step: "2",
      text: "",
      audioKey: result.body.key!,
      sessionId,
    });
    expect(
      await rows(`SELECT response_type, audio_url FROM practice_responses WHERE session_id = ${sqlString(sessionId)} AND step_number = 2`),
    ).toEqual([{ response_type: "audio", audio_url: result.body.key }]);
  });

  it("refuses a non-audio file", async () => {
    const result = await upload(owner, `/audio/upload?sessionId=${sessionId}&step=1`, "pas un son", "text/plain");
    expect(result.status).toBe(415);
  });

  it("refuses a file over 50 MB with the spec's message", async () => {
    const big = new Uint8Array(52_428_801);
    const result = await upload(owner, `/audio/upload?sessionId=${sessionId}&step=1`, big, "audio/webm");
    expect(result.status).toBe(413);
    expect(result.body.error).toBe("Fichier trop volumineux: Le fichier audio ne peut pas dépasser 50MB. Votre fichier fait 50.00 MB.");
  });

  it("refuses anonymous uploads and uploads into another user's session", async () => {
    expect((await upload(new Client(), `/audio/upload?sessionId=${sessionId}&step=1`, webmBytes(64), "audio/webm")).status).toBe(401);
    expect((await upload(other, `/audio/upload?sessionId=${sessionId}&step=1`, webmBytes(64), "audio/webm")).status).toBe(403);
  });
});

describe("signed audio URLs", () => {
  let key: string;
  beforeAll(async () => {
    key = (await upload(owner, `/audio/upload?sessionId=${sessionId}&step=3`, webmBytes(64), "audio/webm")).body.key!;
  });

  it("serve byte ranges, so a player can seek", async () => {
    const url = sign(key, Math.floor(Date.now() / 1000) + 600);
    const part = await new Client().request(url, { headers: { Range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 10-19/64");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...webmBytes(64).slice(10, 20)]);
    const tail = await new Client().request(url, { headers: { Range: "bytes=-4" } });
    expect(tail.headers.get("Content-Range")).toBe("bytes 60-63/64");
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([60, 61, 62, 63]);
    const beyond = await new Client().request(url, { headers: { Range: "bytes=64-" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe("bytes */64");
    const whole = await new Client().request(url);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(64);
    // A forged signature gets nothing, range or not.
    const forged = url.replace(/signature=([^&]+)/, (_, s: string) => `signature=${s.startsWith("A") ? "B" : "A"}${s.slice(1)}`);
    expect((await new Client().request(forged, { headers: { Range: "bytes=0-3" } })).status).toBe(403);
  });

  it("are given only to the owner", async () => {
    const mine = await owner.get(`/audio/sign?key=${encodeURIComponent(key)}`);
    expect(mine.status).toBe(200);
    expect((await new Client().request((JSON.parse(mine.text) as { url: string }).url)).status).toBe(200);
    expect((await other.get(`/audio/sign?key=${encodeURIComponent(key)}`)).status).toBe(403);
  });

  it("refuse a forged or expired signature with 403", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await new Client().request(sign(key, now + 600))).status).toBe(200);
    expect((await new Client().request(sign(key, now - 1))).status).toBe(403);
    const forged = sign(key, now + 600).replace(
      /signature=([^&]+)/,
      (_, s: string) => `signature=${s.startsWith("A") ? "B" : "A"}${s.slice(1)}`,
    );
    expect((await new Client().request(forged)).status).toBe(403);
    const otherKey = sign(`${ownerId}/${sessionId}/step_9_1.webm`, now + 600).replace(/key=[^&]+/, `key=${encodeURIComponent(key)}`);
    expect((await new Client().request(otherKey)).status).toBe(403);
    // Only the canonical form of a genuine expiry (issue 31): the same number written otherwise is refused.
    for (const variant of [`${now + 600}.0`, `+${now + 600}`, `0${now + 600}`, ` ${now + 600}`, `${now + 600}.`]) {
      const url = sign(key, now + 600).replace(/expires=[^&]+/, `expires=${encodeURIComponent(variant)}`);
      expect((await new Client().request(url)).status, variant).toBe(403);
    }
  });

  it("are signed with a key of their own: the session secret itself signs nothing", async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await new Client().request(sign(key, now + 600, SECRET))).status).toBe(403);
  });

  it("send audio only: the stored type, nosniff, a sandbox policy, no caching", async () => {
    const played = await new Client().request(sign(key, Math.floor(Date.now() / 1000) + 600));
    expect(played.headers.get("Content-Type")).toBe("audio/webm");
    expect(played.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(played.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
    expect(played.headers.get("Content-Disposition")).toBe('inline; filename="enregistrement.webm"');
    expect(played.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
