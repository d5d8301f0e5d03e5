/**
 * Issue 44, « Mes rendez-vous »: a reminder due now goes from the per-minute Cron Trigger through the
 * queue to a real local push service, once; what arrives decrypts (aes128gcm) to the notice's kind and
 * path only; a 410 removes the subscription; a 500 is retried; e-mail is the fallback, with RFC 8058
 * unsubscribe headers whose one-click POST stops everything; nobody reaches another person's reminders.
 */
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Client, outboxFor, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { startPushService } from "../support/push-service";
import { member, runTheMinute, subscribedDevice, until } from "../support/notices";

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  await push?.close();
});

const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString().slice(0, 16) + "Z";

async function addReminder(client: Client, fields: Record<string, string> = {}) {
  const saved = await client.post("/rendez-vous", {
    intent: "save",
    days: "3",
    time: "08:00",
    purpose: "practice",
    timeZone: "Europe/Paris",
    ...fields,
  });
  expect(saved.status).toBe(302);
}

/** Makes every reminder of the person fall due at this very minute (or at `minute`, a moment ago). */
function dueNow(userId: string, minute = thisMinute()) {
  query(`UPDATE reminders SET next_due_utc = ${sqlString(minute)} WHERE user_id = ${sqlString(userId)}`);
  return minute;
}

describe("a reminder by Web Push", () => {
  it("arrives once, encrypted, and says only its kind and the page it opens", async () => {
    const { client, userId } = await member("rdvpush");
    const device = await subscribedDevice(push, client);
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toHaveLength(1);
    await addReminder(client, { purpose: "tool", toolId: "peur" });
    const minute = dueNow(userId);
    await runTheMinute();
    const [message] = await until(() => (push.messages(device.clientHash).length > 0 ? push.messages(device.clientHash) : null));
    expect(JSON.parse(message!)).toEqual({ kind: "reminder", url: `/rendez-vous/ouvert?vers=${encodeURIComponent("/practice/peur")}` });
    // The next occurrence is written back: next Wednesday at 08:00, Paris time.
    const [row] = query<{ next_due_utc: string; id: string }>(
      `SELECT id, next_due_utc FROM reminders WHERE user_id = ${sqlString(userId)}`,
    );
    expect(row!.next_due_utc > minute).toBe(true);

    // The same occurrence read again (a second run, a redelivered message) is never sent twice: a second
    // reminder of the same minute arrives, the first one does not come back.
    const key = `reminder:${row!.id}:${minute}`;
    await addReminder(client, { purpose: "mood" });
    dueNow(userId, minute);
    await runTheMinute();
    const messages = await until(() => (push.messages(device.clientHash).length >= 2 ? push.messages(device.clientHash) : null));
    expect(messages.map((m) => JSON.parse(m).url)).toEqual([
      `/rendez-vous/ouvert?vers=${encodeURIComponent("/practice/peur")}`,
      `/rendez-vous/ouvert?vers=${encodeURIComponent("/practice")}`,
    ]);
    const deliveries = query<{ key: string; status: string; attempts: number }>(
      `SELECT key, status, attempts FROM notice_deliveries WHERE instr(key, ${sqlString(key + "|")}) = 1`,
    );
    expect(deliveries).toEqual([{ key: expect.stringMatching(/\|push:/), status: "sent", attempts: 1 }]);
  });

  it("forgets a subscription its push service answers 410 for", async () => {
    const { client, userId } = await member("rdvgone");
    const device = await subscribedDevice(push, client);
    await addReminder(client);
    push.expire(device.clientHash);
    dueNow(userId);
    await runTheMinute();
    await until(() => query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`).length === 0);
    expect(push.messages(device.clientHash)).toEqual([]);
  });

  it("tries again after a 500, and delivers once", async () => {
    const { client, userId } = await member("rdvretry");
    const device = await subscribedDevice(push, client);
    await addReminder(client);
    push.failNext(device.clientHash, 1);
    dueNow(userId);
    await runTheMinute();
    await until(() => push.messages(device.clientHash).length === 1, 60_000);
    expect(push.received(device.clientHash)).toBe(2);
    const [delivery] = query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM notice_deliveries WHERE user_id = ${sqlString(userId)}`,
    );
    expect(delivery).toEqual({ status: "sent", attempts: 2 });
  });
});

describe("every device gone", () => {
  it("a notice whose only subscription answers 410 comes by e-mail instead, once, with both unsubscribe headers", async () => {
    const { identity, client, userId } = await member("rdvplusrien");
    const device = await subscribedDevice(push, client);
    await addReminder(client);
    push.expire(device.clientHash);
    const minute = dueNow(userId);
    await runTheMinute();
    const noticeMails = async () =>
      ((await outboxFor(identity.email)) as unknown as { subject: string; headers: Record<string, string> }[]).filter(
        (m) => m.subject === "Rendez-vous intérieur",
      );
    const [mail] = await until(async () => {
      const found = await noticeMails();
      return found.length > 0 ? found : null;
    });
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toEqual([]);
    expect(mail!.headers["List-Unsubscribe"]).toMatch(/^<http[^>]+\/rendez-vous\/arret\?u=[^>]+&t=[^>]+>, <mailto:[^>]+>$/);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [reminder] = query<{ id: string }>(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)}`);
    const key = `reminder:${reminder!.id}:${minute}`;
    await until(
      () =>
        query<{ status: string }>(`SELECT status FROM notice_deliveries WHERE key = ${sqlString(key + "|email")}`)[0]?.status === "sent",
    );

    // The same occurrence handed over again (a redelivered message): no device left, the e-mail path, whose
    // key is already claimed: never a second e-mail. A second reminder of the same minute shows the run
    // went through (its own e-mail comes).
    await addReminder(client, { purpose: "mood" });
    dueNow(userId, minute);
    await runTheMinute();
    await until(async () => (await noticeMails()).length >= 2);
    expect(await noticeMails()).toHaveLength(2);
    const deliveries = query<{ key: string; status: string }>(
      `SELECT key, status FROM notice_deliveries WHERE instr(key, ${sqlString(key + "|")}) = 1 ORDER BY key`,
    );
    expect(deliveries).toEqual([
      { key: `${key}|email`, status: "sent" },
      { key: expect.stringMatching(/\|push:/), status: "gone" },
    ]);
  });
});

describe("a sealed letter whose day has come", () => {
  it("is announced once on the person's device, without a word of it", async () => {
    const { client, userId } = await member("rdvlettre");
    const device = await subscribedDevice(push, client);
    const id = crypto.randomUUID();
    const words = `Des mots à ne jamais montrer ${id}`;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    query(
      `INSERT INTO sealed_letters (id, user_id, content, opens_on, time_zone, opens_at, announce_at, created_at) VALUES (${sqlString(id)}, ${sqlString(userId)}, ${sqlString(words)}, ${sqlString(yesterday.slice(0, 10))}, 'Europe/Paris', ${sqlString(yesterday)}, ${sqlString(yesterday)}, ${sqlString(yesterday)})`,
    );
    await runTheMinute();
    const [message] = await until(() => (push.messages(device.clientHash).length > 0 ? push.messages(device.clientHash) : null));
    const notice = JSON.parse(message!) as { kind: string; url: string };
    expect(notice.kind).toBe("letter");
    expect(decodeURIComponent(notice.url)).toContain(`/love-words/lettres/${id}`);
    expect(message).not.toContain("jamais");
    // Announced once: the letter is marked, so the next minute's run does not even read it again.
    await runTheMinute();
    expect(query(`SELECT announced_at FROM sealed_letters WHERE id = ${sqlString(id)} AND announced_at IS NOT NULL`)).toHaveLength(1);
    expect(query(`SELECT key FROM notice_deliveries WHERE instr(key, ${sqlString(`letter:${id}|`)}) = 1`)).toHaveLength(1);
  });
});

describe("a reminder by e-mail", () => {
  it("comes by e-mail without a device, with List-Unsubscribe, whose one-click POST stops everything", async () => {
    const { identity, client, userId } = await member("rdvmail");
    await addReminder(client);
    dueNow(userId);
    await runTheMinute();
    const [mail] = await until(async () => {
      const all = (await outboxFor(identity.email)) as unknown as { subject: string; text: string; headers: Record<string, string> }[];
      const found = all.filter((m) => m.subject === "Rendez-vous intérieur");
      return found.length > 0 ? found : null;
    });
    expect(mail!.text).toContain("Votre rendez-vous intérieur vous attend");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = mail!.headers["List-Unsubscribe"]!;
    expect(unsubscribe).toMatch(/^<http[^>]+\/rendez-vous\/arret\?u=[^>]+&t=[^>]+>, <mailto:[^>]+>$/);
    const url = new URL(/^<([^>]+)>/.exec(unsubscribe)![1]!);

    // A forged signature stops nothing.
    const forged = await fetch(`${BASE_URL}${url.pathname}?u=${encodeURIComponent(userId)}&t=faux`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(403);
    // The mail service's one-click POST: no cookie, no sign-in.
    const stop = await fetch(`${BASE_URL}${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stop.status).toBe(200);
    const [settings] = query<{ stopped_at: string | null }>(
      `SELECT stopped_at FROM rendez_vous_settings WHERE user_id = ${sqlString(userId)}`,
    );
    expect(settings!.stopped_at).not.toBeNull();
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)} AND next_due_utc IS NOT NULL`)).toEqual([]);
  });
});

describe("one's own rendez-vous only", () => {
  it("another member can neither see, edit nor delete them", async () => {
    const alice = await member("rdvalice");
    const bob = await member("rdvbob");
    await addReminder(alice.client, { time: "07:15" });
    const [reminder] = query<{ id: string }>(`SELECT id FROM reminders WHERE user_id = ${sqlString(alice.userId)}`);
    expect((await bob.client.get("/rendez-vous")).text).not.toContain("07:15");
    expect((await bob.client.get(`/rendez-vous?modifier=${reminder!.id}`)).text).not.toContain("07:15");
    await bob.client.post("/rendez-vous", {
      intent: "save",
      id: reminder!.id,
      days: "1",
      time: "23:00",
      purpose: "mood",
      timeZone: "Europe/Paris",
    });
    await bob.client.post("/rendez-vous", { intent: "delete", id: reminder!.id });
    const [after] = query<{ time: string; user_id: string }>(`SELECT time, user_id FROM reminders WHERE id = ${sqlString(reminder!.id)}`);
    expect(after).toEqual({ time: "07:15", user_id: alice.userId });
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(bob.userId)}`)).toEqual([]);
    expect((await new Client().get("/rendez-vous")).status).toBe(302);
  });

  it("refuses bad input in French and keeps what was typed", async () => {
    const { client } = await member("rdvbad");
    const answer = await client.post("/rendez-vous", { intent: "save", time: "25:99", purpose: "tool", timeZone: "Europe/Nulle-Part" });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Choisissez au moins un jour.");
    expect(answer.text).toContain("Indiquez une heure, par exemple 08:00.");
    expect(answer.text).toContain("25:99");
  });

  it("keeps at most twenty per person: the twenty-first is refused under the form, its hour kept", async () => {
    const { client, userId } = await member("rdvmax");
    // Twenty rows written directly (the limit is what is tested, not twenty forms).
    const values = Array.from(
      { length: 20 },
      (_, i) =>
        `(${sqlString(crypto.randomUUID())}, ${sqlString(userId)}, '1', '0${i % 10}:0${Math.floor(i / 10)}', 'Europe/Paris', 'practice', '2026-11-29T00:00:00.000Z', '2026-11-29T00:00:00.000Z')`,
    );
    query(`INSERT INTO reminders (id, user_id, days, time, time_zone, purpose, created_at, updated_at) VALUES ${values.join(", ")}`);
    const answer = await client.post("/rendez-vous", {
      intent: "save",
      days: "3",
      time: "21:45",
      purpose: "mood",
      timeZone: "Europe/Paris",
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Vous avez déjà 20 rendez-vous. Retirez-en un pour en ajouter un autre.");
    expect(answer.text).toContain("21:45");
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)}`)).toHaveLength(20);
  });
});

describe("each device's subscription, and the person's data", () => {
  it("« Appareils connectés » lists it and removes it; signing the device out removes it too", async () => {
    const { identity, client, userId } = await member("rdvdevice");
    await subscribedDevice(push, client);
    const page = await client.get("/auth/appareils");
    expect(page.text).toContain("Reçoit vos rendez-vous");
    const [subscription] = query<{ id: string }>(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`);
    // Another member cannot remove it.
    const other = await member("rdvother");
    await other.client.post("/auth/appareils", { intent: "notifications", subscription: subscription!.id });
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toHaveLength(1);
    expect((await client.post("/auth/appareils", { intent: "notifications", subscription: subscription!.id })).status).toBe(302);
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toEqual([]);

    // Subscribed again on a phone, then that phone signed out from the computer: its subscription goes.
    const phone = await signedIn(identity);
    await subscribedDevice(push, phone);
    const [phoneRow] = query<{ session_id: string }>(`SELECT session_id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`);
    expect((await client.post("/auth/appareils", { intent: "one", id: phoneRow!.session_id })).status).toBe(302);
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toEqual([]);
    // And one's own sign-out.
    await subscribedDevice(push, client);
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toHaveLength(1);
    await client.post("/auth/logout", {});
    expect(query(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(userId)}`)).toEqual([]);
  });

  it("the export has the reminders and subscriptions without keys; deleting the account removes them", async () => {
    const { identity, client, userId } = await member("rdvexport");
    const device = await subscribedDevice(push, client);
    await addReminder(client, { time: "06:45" });
    const exported = await client.request("/auth/mes-donnees/export");
    expect(exported.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))["donnees.json"]!));
    expect(data.rendezVous.reminders).toEqual([expect.objectContaining({ time: "06:45", days: "3", timeZone: "Europe/Paris" })]);
    expect(data.rendezVous.pushSubscriptions).toEqual([expect.objectContaining({ pushService: "localhost" })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(device.keys.p256dh);
    expect(text).not.toContain(device.keys.auth);
    expect(text).not.toContain(device.clientHash);
    expect((await client.post("/auth/mes-donnees", { confirmation: identity.pseudo })).status).toBe(302);
    for (const table of ["reminders", "push_subscriptions", "rendez_vous_settings", "notice_deliveries"]) {
      expect(query(`SELECT user_id FROM ${table} WHERE user_id = ${sqlString(userId)}`)).toEqual([]);
    }
  });

  it("another member can neither remove nor take a device's subscription", async () => {
    const alice = await member("rdvalice2");
    const bob = await member("rdvbob2");
    await subscribedDevice(push, alice.client);
    const [subscription] = query<{ id: string }>(`SELECT id FROM push_subscriptions WHERE user_id = ${sqlString(alice.userId)}`);
    await bob.client.post("/auth/appareils", { intent: "notifications", subscription: subscription!.id });
    await bob.client.post("/rendez-vous/appareil", { intent: "unsubscribe" });
    expect((await bob.client.get("/auth/appareils")).text).not.toContain(subscription!.id);
    expect(query(`SELECT user_id FROM push_subscriptions WHERE id = ${sqlString(subscription!.id)}`)).toEqual([{ user_id: alice.userId }]);
  });

  it("a tap lands on /rendez-vous/ouvert, which notes it and opens the page, of this site only", async () => {
    const { client, userId } = await member("rdvopen");
    await addReminder(client);
    query(`UPDATE rendez_vous_settings SET ignored_count = 3 WHERE user_id = ${sqlString(userId)}`);
    expect((await client.get("/rendez-vous")).text).toContain("Espacer mes rendez-vous");
    const opened = await client.get(`/rendez-vous/ouvert?vers=${encodeURIComponent("/practice/peur")}`);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/practice/peur");
    expect(query(`SELECT ignored_count FROM rendez_vous_settings WHERE user_id = ${sqlString(userId)}`)).toEqual([{ ignored_count: 0 }]);
    expect((await client.get("/rendez-vous")).text).not.toContain("Espacer mes rendez-vous");
    expect((await client.get(`/rendez-vous/ouvert?vers=${encodeURIComponent("https://ailleurs.example/")}`)).location).toBe("/dashboard");
  });
});
