/**
 * Issue 56 items 1, 2 and 4 (decision 0473): every notice sent once, to the right person's device, and
 * nobody can multiply it. At most 10 devices and 30 sessions per account, the newest replacing the least
 * recently seen; a push service's redirect is never followed; the 20-reminder cap and a duplicate are
 * decided inside the insert; signing in over someone else's session in a browser ends it, and its device's
 * subscription, after the screen has said so.
 */
import { readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createConfirmedUser, decodeHtml, latestLink, signedIn } from "../support/client";
import { userIdOf } from "../support/practices";
import { query, sqlString } from "../support/db";
import { startPushService, subscribeForm } from "../support/push-service";
import { until } from "../support/notices";

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString().slice(0, 16) + "Z";

const sessionsOf = (userId: string) =>
  query<{ id: string; last_seen_at: string | null }>(`SELECT id, last_seen_at FROM sessions WHERE user_id = ${sqlString(userId)}`);
const subscriptionsOf = (userId: string) =>
  query<{ id: string; session_id: string; endpoint: string }>(
    `SELECT id, session_id, endpoint FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`,
  );

/** An account, not yet signed in anywhere (its sessions are counted). */
async function member(prefix: string) {
  const identity = await createConfirmedUser(prefix);
  return { identity, userId: userIdOf(identity.email) };
}

function reminderFields(fields: Record<string, string> = {}) {
  return { intent: "save", days: "3", time: "08:00", purpose: "practice", timeZone: "Europe/Paris", ...fields };
}

describe("at most 10 devices per account", () => {
  it("an 11th replaces the one seen least recently, and the page says so", async () => {
    const { identity, userId } = await member("dix");
    for (let i = 0; i < 10; i++) {
      const client = await signedIn(identity);
      expect((await client.post("/rendez-vous/appareil", subscribeForm(await push.subscribe()))).status).toBe(302);
    }
    const subscribed = subscriptionsOf(userId);
    expect(subscribed).toHaveLength(10);
    // One browser was seen long ago; the others just now.
    const oldest = subscribed[3]!;
    query(`UPDATE sessions SET last_seen_at = '2026-01-01T00:00:00.000Z' WHERE id = ${sqlString(oldest.session_id)}`);
    query(
      `UPDATE sessions SET last_seen_at = ${sqlString(new Date().toISOString())} WHERE user_id = ${sqlString(userId)} AND id <> ${sqlString(oldest.session_id)}`,
    );

    const eleventh = await signedIn(identity);
    const added = await eleventh.post("/rendez-vous/appareil", subscribeForm(await push.subscribe()));
    expect(added.status).toBe(302);
    const left = subscriptionsOf(userId);
    expect(left).toHaveLength(10);
    expect(left.map((s) => s.id)).not.toContain(oldest.id);
    // The browser keeps its session: only its notifications stopped.
    expect(sessionsOf(userId).map((s) => s.id)).toContain(oldest.session_id);
    const page = await eleventh.get(added.location!);
    expect(page.text).toContain("Un autre appareil a été retiré des notifications");
    expect(page.text).toContain("10 au plus par compte");
    // A device added within the bound says nothing of the kind.
    const other = await member("dixautre");
    const alone = await signedIn(other.identity);
    const first2 = await alone.post("/rendez-vous/appareil", subscribeForm(await push.subscribe()));
    expect((await alone.get(first2.location!)).text).not.toContain("Un autre appareil a été retiré");
  });
});

describe("a push service's redirect", () => {
  it("is never followed: the delivery fails, the address it points to is never reached", async () => {
    let followed = 0;
    const target = createHttpServer((request, response) => {
      followed++;
      request.resume();
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
    const targetPort = (target.address() as AddressInfo).port;
    let redirected = 0;
    const redirecting = createHttpsServer(
      {
        key: readFileSync(process.env.TEST_TLS_KEY ?? ".wrangler/test-tls/key.pem"),
        cert: readFileSync(process.env.TEST_TLS_CERT ?? ".wrangler/test-tls/cert.pem"),
      },
      (request, response) => {
        redirected++;
        request.resume();
        response.writeHead(307, { Location: `http://127.0.0.1:${targetPort}/hit` }).end();
      },
    );
    await new Promise<void>((resolve) => redirecting.listen(0, resolve));
    const port = (redirecting.address() as AddressInfo).port;
    try {
      const { identity, userId } = await member("redir");
      const client = await signedIn(identity);
      const keys = (await push.subscribe()).keys;
      const endpoint = `https://localhost:${port}/notify/elsewhere`;
      expect((await client.post("/rendez-vous/appareil", subscribeForm({ endpoint, keys }))).status).toBe(302);
      expect(subscriptionsOf(userId).map((s) => s.endpoint)).toEqual([endpoint]);
      expect((await client.post("/rendez-vous", reminderFields())).status).toBe(302);
      query(`UPDATE reminders SET next_due_utc = ${sqlString(thisMinute())} WHERE user_id = ${sqlString(userId)}`);
      expect((await fetch(`${BASE_URL}/__scheduled?cron=${encodeURIComponent("* * * * *")}`)).status).toBe(200);
      const [delivery] = await until(() => {
        const rows = query<{ key: string; status: string; attempts: number; channel: string }>(
          `SELECT key, status, attempts, channel FROM notice_deliveries WHERE user_id = ${sqlString(userId)} AND status <> 'sending'`,
        );
        return rows.length > 0 ? rows : null;
      });
      // Its channel is a column of its own (the health page counts by it, never by a part of the key).
      expect(delivery).toMatchObject({ key: expect.stringMatching(/\|push:/), status: "failed", attempts: 1, channel: "push" });
      await pause(1000);
      expect(redirected).toBe(1);
      expect(followed).toBe(0);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
      await new Promise((resolve) => target.close(resolve));
    }
  });
});

describe("one consumer run sends at most 40 requests", () => {
  it("an account with 10 devices and 5 notices due at once: every device gets each notice once", async () => {
    const { identity, userId } = await member("charge");
    const devices: Awaited<ReturnType<typeof push.subscribe>>[] = [];
    let client: Awaited<ReturnType<typeof signedIn>> | null = null;
    for (let i = 0; i < 10; i++) {
      client = await signedIn(identity);
      const device = await push.subscribe();
      expect((await client.post("/rendez-vous/appareil", subscribeForm(device))).status).toBe(302);
      devices.push(device);
    }
    // 5 notices × (10 devices + 1 e-mail kept in reserve) = 55 > 40: some go back on the queue, unclaimed.
    for (const time of ["07:00", "07:10", "07:20", "07:30", "07:40"]) {
      expect((await client!.post("/rendez-vous", reminderFields({ time }))).status).toBe(302);
    }
    query(`UPDATE reminders SET next_due_utc = ${sqlString(thisMinute())} WHERE user_id = ${sqlString(userId)}`);
    expect((await fetch(`${BASE_URL}/__scheduled?cron=${encodeURIComponent("* * * * *")}`)).status).toBe(200);
    await until(() => devices.every((d) => push.messages(d.clientHash).length >= 5), 60_000);
    await pause(1500);
    for (const device of devices) {
      expect(push.messages(device.clientHash)).toHaveLength(5);
      expect(push.received(device.clientHash)).toBe(5);
    }
    const deliveries = query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM notice_deliveries WHERE user_id = ${sqlString(userId)}`,
    );
    expect(deliveries).toHaveLength(50);
    expect(deliveries.every((d) => d.status === "sent" && d.attempts === 1)).toBe(true);
  });
});

describe("the reminders' cap and duplicates, decided inside the insert", () => {
  it("40 parallel saves store exactly 20", async () => {
    const { identity, userId } = await member("quarante");
    const client = await signedIn(identity);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.post("/rendez-vous", reminderFields({ time: `${String(i % 20).padStart(2, "0")}:${i < 20 ? "15" : "45"}` })),
      ),
    );
    expect(answers.filter((a) => a.status === 302).length).toBe(20);
    expect(answers.filter((a) => a.status === 400).every((a) => a.text.includes("Vous avez déjà 20 rendez-vous"))).toBe(true);
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)}`)).toHaveLength(20);
  });

  it("refuses an identical reminder with « Vous avez déjà ce rendez-vous », even sent several times at once", async () => {
    const { identity, userId } = await member("double");
    const client = await signedIn(identity);
    expect((await client.post("/rendez-vous", reminderFields({ purpose: "tool", toolId: "peur" }))).status).toBe(302);
    const again = await client.post("/rendez-vous", reminderFields({ purpose: "tool", toolId: "peur" }));
    expect(again.status).toBe(400);
    expect(again.text).toContain("Vous avez déjà ce rendez-vous");
    // Another tool, day, hour or zone is another rendez-vous.
    expect((await client.post("/rendez-vous", reminderFields({ purpose: "tool", toolId: "critique" }))).status).toBe(302);
    expect((await client.post("/rendez-vous", reminderFields({ purpose: "tool", toolId: "peur", time: "08:01" }))).status).toBe(302);
    expect(
      (await client.post("/rendez-vous", reminderFields({ purpose: "tool", toolId: "peur", timeZone: "America/Montreal" }))).status,
    ).toBe(302);

    const parallel = await Promise.all(Array.from({ length: 6 }, () => client.post("/rendez-vous", reminderFields({ time: "21:30" }))));
    expect(parallel.filter((a) => a.status === 302)).toHaveLength(1);
    for (const refused of parallel.filter((a) => a.status !== 302)) expect(refused.text).toContain("Vous avez déjà ce rendez-vous");
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)} AND time = '21:30'`)).toHaveLength(1);
  });
});

describe("one person per browser", () => {
  it("signing in over another person's session says so first, then ends it and removes its subscription", async () => {
    const camille = await member("camil");
    const sacha = await member("sacha");
    const browser = await signedIn(camille.identity);
    expect((await browser.post("/rendez-vous/appareil", subscribeForm(await push.subscribe()))).status).toBe(302);
    const [camilleSession] = subscriptionsOf(camille.userId).map((s) => s.session_id);
    expect(camilleSession).toBeTruthy();

    // The screens say whose account is open here, before anything happens.
    for (const path of ["/auth/login", "/auth/magic-link", "/auth/signup"]) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`Le compte ${camille.identity.pseudo} est ouvert sur ce navigateur`);
      expect(page.text, path).toContain("arrêtera ses notifications sur cet appareil");
    }
    // A form that never named camille (shown before she signed in here) gets the note first, nothing more.
    const unnamed = await browser.post("/auth/login", { identifier: sacha.identity.pseudo, password: sacha.identity.password });
    expect(unnamed.status).toBe(409);
    expect(unnamed.text).toContain(`Le compte ${camille.identity.pseudo} est ouvert sur ce navigateur`);
    expect(sessionsOf(camille.userId).map((s) => s.id)).toContain(camilleSession);
    expect(sessionsOf(sacha.userId).length).toBe(1); // the confirmation link's only

    const switched = await browser.post("/auth/login", {
      identifier: sacha.identity.pseudo,
      password: sacha.identity.password,
      replacing: camille.identity.pseudo,
    });
    expect(switched.status).toBe(302);
    expect(sessionsOf(camille.userId).map((s) => s.id)).not.toContain(camilleSession);
    expect(subscriptionsOf(camille.userId)).toEqual([]);
    const page = await browser.get("/auth/profile");
    expect(page.status).toBe(200);
    expect(page.text).toContain(sacha.identity.pseudo);
  });

  it("an e-mailed link opened over another person's session ends it and removes its subscription too", async () => {
    const camille = await member("camlien");
    const sacha = await member("sachalien");
    const browser = await signedIn(camille.identity);
    expect((await browser.post("/rendez-vous/appareil", subscribeForm(await push.subscribe()))).status).toBe(302);
    expect(subscriptionsOf(camille.userId)).toHaveLength(1);
    expect((await browser.post("/auth/magic-link", { email: sacha.identity.email })).status).toBe(200);
    const link = await latestLink(sacha.identity.email, /lien de connexion/);
    const page = await browser.get(link);
    expect(page.text).toContain(camille.identity.pseudo); // named before anything happens
    expect(decodeHtml(page.text)).toContain(`les notifications de ${camille.identity.pseudo} s'arrêteront sur cet appareil`);
    const params = new URL(link, BASE_URL).searchParams;
    expect((await browser.post("/auth/callback", { token: params.get("token")!, type: params.get("type")! })).status).toBe(200);
    expect(subscriptionsOf(camille.userId)).toEqual([]);
    expect((await browser.get("/auth/profile")).text).toContain(sacha.identity.pseudo);
  });

  it("the same person signing in again keeps one session in the browser", async () => {
    const { identity, userId } = await member("encore");
    const browser = await signedIn(identity);
    const before = sessionsOf(userId).length;
    expect((await browser.post("/auth/login", { identifier: identity.pseudo, password: identity.password })).status).toBe(302);
    expect(sessionsOf(userId)).toHaveLength(before);
  });
});

describe("at most 30 sessions per account", () => {
  it("the 31st ends the one seen least recently", async () => {
    const { identity, userId } = await member("trente");
    query(`DELETE FROM sessions WHERE user_id = ${sqlString(userId)}`);
    const first = await signedIn(identity);
    const [firstSession] = sessionsOf(userId);
    query(`UPDATE sessions SET last_seen_at = '2026-01-01T00:00:00.000Z' WHERE id = ${sqlString(firstSession!.id)}`);
    for (let i = 0; i < 29; i++) await signedIn(identity);
    expect(sessionsOf(userId)).toHaveLength(30);
    expect((await first.get("/dashboard")).status).toBe(200);
    query(`UPDATE sessions SET last_seen_at = '2026-01-01T00:00:00.000Z' WHERE id = ${sqlString(firstSession!.id)}`);

    const thirtyFirst = await signedIn(identity);
    const left = sessionsOf(userId);
    expect(left).toHaveLength(30);
    expect(left.map((s) => s.id)).not.toContain(firstSession!.id);
    expect((await first.get("/dashboard")).status).toBe(302);
    expect((await thirtyFirst.get("/dashboard")).status).toBe(200);
  });
});
