/**
 * Issue 43 item 1, decision 0450: the profile's writes, a device's notifications and the account's deletion in
 * one or two D1 round trips (tests/integration/write-round-trips.test.ts counts them) still write only the
 * session's own rows, nothing for an ended session, and nothing when they are refused.
 */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";
import { query, sqlString as q } from "../support/db";
import { startPushService, subscribeForm } from "../support/push-service";

async function member(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  const client = await signedIn(identity);
  const [row] = query<{ id: string }>(`SELECT id FROM users WHERE email = ${q(identity.email)}`);
  return { identity, client, id: row!.id };
}

function png() {
  const bytes = new Uint8Array(400).fill(3);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", new File([bytes], "photo", { type: "image/png" }));
  return form;
}

const avatarOf = (id: string) => query<{ avatar_url: string | null }>(`SELECT avatar_url FROM profiles WHERE id = ${q(id)}`)[0]!.avatar_url;
const hashOf = (id: string) => query<{ hash: string }>(`SELECT hash FROM passwords WHERE user_id = ${q(id)}`)[0]!.hash;
const sessionsOf = (id: string) => query<{ id: string }>(`SELECT id FROM sessions WHERE user_id = ${q(id)}`).length;

describe("writes that name their owner in their batch", () => {
  it("removing a picture removes the session's own, and an ended session's removal changes nothing", async () => {
    const alice = await member("rfwa");
    const bob = await member("rfwb");
    expect((await alice.client.postMultipart("/auth/profile", png())).status).toBe(302);
    const url = avatarOf(alice.id);
    expect(url).toMatch(new RegExp(`^/avatars/${alice.id}/`));
    // Bob removes his (none): Alice's stays, in D1 and in R2.
    expect((await bob.client.post("/auth/profile", { intent: "avatar-remove" })).status).toBe(302);
    expect(avatarOf(alice.id)).toBe(url);
    expect((await new Client().request(url!)).status).toBe(200);
    // Alice's session ended elsewhere: her removal answers the login page and removes nothing.
    const ended = await signedIn(alice.identity);
    query(`DELETE FROM sessions WHERE user_id = ${q(alice.id)}`);
    const refused = await ended.post("/auth/profile", { intent: "avatar-remove" });
    expect(refused.status).toBe(302);
    expect(refused.location).toMatch(/^\/auth\/login/);
    expect(avatarOf(alice.id)).toBe(url);
    expect((await new Client().request(url!)).status).toBe(200);
  });

  it("a device's notifications: each session its own, nothing for an ended session", async () => {
    const push = await startPushService();
    try {
      const alice = await member("rfwpa");
      const bob = await member("rfwpb");
      const subscription = await push.subscribe();
      const fields = subscribeForm(subscription);
      expect((await alice.client.post("/rendez-vous/appareil", fields)).status).toBe(302);
      const rows = () => query<{ user_id: string }>(`SELECT user_id FROM push_subscriptions WHERE endpoint = ${q(subscription.endpoint)}`);
      expect(rows()).toEqual([{ user_id: alice.id }]);
      // Bob's « off » removes his browser's subscription only (he has none).
      expect((await bob.client.post("/rendez-vous/appareil", { intent: "unsubscribe" })).status).toBe(302);
      expect(rows()).toEqual([{ user_id: alice.id }]);
      // An ended session subscribes nothing, and moves nobody's subscription.
      const ended = await signedIn(bob.identity);
      query(`DELETE FROM sessions WHERE user_id = ${q(bob.id)}`);
      const refused = await ended.post("/rendez-vous/appareil", fields);
      expect(refused.location).toMatch(/^\/auth\/login/);
      expect(rows()).toEqual([{ user_id: alice.id }]);
      expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${q(bob.id)}`)).toEqual([]);
      expect((await alice.client.post("/rendez-vous/appareil", { intent: "unsubscribe" })).status).toBe(302);
      expect(rows()).toEqual([]);
    } finally {
      await push.close();
    }
  });

  it("a password change counts its try under the account's own keys, and a refused one changes nothing", async () => {
    const me = await member("rfwpw");
    const elsewhere = await signedIn(me.identity);
    // The same session from an address that never signed in to the account: the account-wide ceiling counts it.
    const stranger = new Client();
    stranger.cookies = new Map(me.client.cookies);
    const ip = stranger.headers["X-Test-Client-IP"]!;
    const before = hashOf(me.id);
    const signedInSessions = sessionsOf(me.id);
    expect(signedInSessions).toBeGreaterThanOrEqual(2);
    const next = "un-secret-tout-neuf-44";
    const wrong = await stranger.post("/auth/profile", { intent: "password", current: "pas-le-bon", password: next, confirm: next });
    expect(wrong.status).toBe(400);
    expect(hashOf(me.id)).toBe(before);
    expect(sessionsOf(me.id)).toBe(signedInSessions);
    // The same keys as `countLoginAttempt`'s (app/limits/key.ts), the address's among them, owned as they were.
    const id = `compte%3A${me.id}`;
    const counters = query<{ key: string; count: number; user_id: string | null }>(
      `SELECT key, count, user_id FROM rate_limits WHERE key IN (${[
        `login.pair|identifier=${id}|client=${ip}`,
        `login.pairDay|identifier=${id}|client=${ip}`,
        `login.client|client=${ip}`,
        `login.identifier|identifier=${id}`,
      ]
        .map(q)
        .join(", ")}) ORDER BY key`,
    );
    expect(counters).toEqual([
      { key: `login.client|client=${ip}`, count: 1, user_id: null },
      { key: `login.identifier|identifier=${id}`, count: 1, user_id: me.id },
      { key: `login.pairDay|identifier=${id}|client=${ip}`, count: 1, user_id: me.id },
      { key: `login.pair|identifier=${id}|client=${ip}`, count: 1, user_id: me.id },
    ]);
    // Right: the pair's tries forgiven, this try given back to the others, the address known; the other session ended.
    const changed = await stranger.post("/auth/profile", {
      intent: "password",
      current: me.identity.password,
      password: next,
      confirm: next,
    });
    expect(changed.status).toBe(302);
    expect(hashOf(me.id)).not.toBe(before);
    expect(sessionsOf(me.id)).toBe(1);
    expect((await elsewhere.get("/auth/profile")).status).toBe(302);
    expect(
      query(`SELECT key, count FROM rate_limits WHERE key LIKE ${q(`login.%${ip}%`)} OR key LIKE ${q(`%${id}%`)} ORDER BY key`),
    ).toEqual([
      { key: `login.client|client=${ip}`, count: 1 },
      { key: `login.identifier|identifier=${id}`, count: 1 },
      { key: `login.known|account=${me.id}|client=${ip}`, count: 1 },
    ]);
    // A known address: its tries no longer reach the account-wide ceiling.
    await stranger.post("/auth/profile", { intent: "password", current: "encore-faux", password: next, confirm: next });
    expect(query(`SELECT count FROM rate_limits WHERE key = ${q(`login.identifier|identifier=${id}`)}`)).toEqual([{ count: 1 }]);
  });

  it("the account's deletion: a wrong pseudo deletes nothing, the right one every session and the account", async () => {
    const me = await member("rfwdel");
    const elsewhere = await signedIn(me.identity);
    const signedInSessions = sessionsOf(me.id);
    const refused = await me.client.post("/auth/mes-donnees", { confirmation: "quelqu-un-d-autre" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Le pseudo ne correspond pas.");
    expect(query(`SELECT id FROM users WHERE id = ${q(me.id)}`)).toHaveLength(1);
    expect(sessionsOf(me.id)).toBe(signedInSessions);
    const deleted = await me.client.post("/auth/mes-donnees", { confirmation: me.identity.pseudo });
    expect(deleted.status).toBe(302);
    expect(deleted.response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
    expect(query(`SELECT id FROM users WHERE id = ${q(me.id)}`)).toEqual([]);
    expect(sessionsOf(me.id)).toBe(0);
    expect((await elsewhere.get("/auth/profile")).status).toBe(302);
  });
});
