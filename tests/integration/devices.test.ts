/** Issue 15: the signed-in devices on the profile, and signing one out or all the others. */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signedInWith(identity: { pseudo: string; password: string }, userAgent: string) {
  const client = new Client({ "User-Agent": userAgent });
  const result = await client.post("/auth/login", { identifier: identity.pseudo, password: identity.password });
  expect(result.status).toBe(302);
  return client;
}

describe("appareils connectés", () => {
  it("lists this account's browsers by name, this one first, and signs one out", async () => {
    const identity = await createConfirmedUser("appareils");
    const computer = await signedInWith(identity, FIREFOX);
    const phone = await signedInWith(identity, IPHONE);
    const page = await computer.get("/auth/appareils");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Firefox sur Windows");
    expect(page.text).toContain("Safari sur iPhone");
    expect(page.text.indexOf("Firefox sur Windows")).toBeLessThan(page.text.indexOf("Safari sur iPhone"));
    expect(page.response.headers.get("Cache-Control")).toBe("private, no-store");

    const ids = query<{ id: string; user_agent: string }>(
      `SELECT id, user_agent FROM sessions WHERE user_id = ${sqlString(userIdOf(identity.email))}`,
    );
    const phoneSession = ids.find((s) => s.user_agent === IPHONE)!.id;
    const out = await computer.post("/auth/appareils", { id: phoneSession });
    expect(out.status).toBe(302);
    expect((await phone.get("/dashboard")).status).toBe(302);
    expect((await computer.get("/dashboard")).status).toBe(200);
  });

  it("signs out every other browser, keeping this one", async () => {
    const identity = await createConfirmedUser("autres");
    const here = await signedIn(identity);
    const others = [await signedInWith(identity, FIREFOX), await signedInWith(identity, IPHONE)];
    expect((await here.post("/auth/appareils", { intent: "others" })).status).toBe(302);
    for (const other of others) expect((await other.get("/dashboard")).status).toBe(302);
    expect((await here.get("/dashboard")).status).toBe(200);
    expect(query(`SELECT id FROM sessions WHERE user_id = ${sqlString(userIdOf(identity.email))}`)).toHaveLength(1);
  });

  it("never shows or signs out another person's browser", async () => {
    const alice = await createConfirmedUser("alice");
    const bob = await createConfirmedUser("bob");
    const aliceClient = await signedInWith(alice, IPHONE);
    const bobClient = await signedInWith(bob, FIREFOX);
    const [aliceSession] = query<{ id: string }>(`SELECT id FROM sessions WHERE user_id = ${sqlString(userIdOf(alice.email))}`);
    expect((await bobClient.get("/auth/appareils")).text).not.toContain("Safari sur iPhone");
    const attempt = await bobClient.post("/auth/appareils", { id: aliceSession!.id });
    expect(attempt.status).toBe(302);
    expect((await aliceClient.get("/dashboard")).status).toBe(200);
    expect((await new Client().get("/auth/appareils")).status).toBe(302);
  });

  it("notes when a browser was last seen", async () => {
    const identity = await createConfirmedUser("vu");
    const client = await signedIn(identity);
    query(`UPDATE sessions SET last_seen_at = '2026-01-01T00:00:00.000Z' WHERE user_id = ${sqlString(userIdOf(identity.email))}`);
    await client.get("/dashboard");
    // The confirmation link opened a session too: the one this client uses is the one just seen.
    const [row] = query<{ last_seen_at: string }>(
      `SELECT max(last_seen_at) AS last_seen_at FROM sessions WHERE user_id = ${sqlString(userIdOf(identity.email))}`,
    );
    expect(Date.parse(row!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
