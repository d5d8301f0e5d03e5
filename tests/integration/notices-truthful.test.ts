/**
 * Issue 56 items 3, 5, 6, 7 and 8 (decision 0474), against the real worker, its local D1 and the outbox:
 * an offset zone is refused with the typing kept; a notice whose queue send failed goes once, the next
 * minute; reminders' e-mails never use up the sign-in links; a dropped e-mail is recorded as dropped; a
 * dead-lettered notice and a stuck claim are counted on /admin/notices; a reminder in the quiet hours
 * says so after a save without JavaScript; a sign-in link asked for too often says when to ask again,
 * in the same words for a known and an unknown address.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, latestLink, outboxFor, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { member, runTheMinute, until } from "../support/notices";

const TEST_SECRET =
  readFileSync(".dev.vars", "utf8")
    .match(/^SESSION_SECRET=(.*)$/m)?.[1]
    ?.trim() ?? "";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString().slice(0, 16) + "Z";

/** The local fault hooks of the notices' path (app/routes/dev+/notice-faults.tsx). */
async function noticeFaults(body: Record<string, unknown>) {
  const response = await fetch(`${BASE_URL}/dev/notice-faults`, {
    method: "POST",
    headers: { "X-Test-Secret": TEST_SECRET, "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
    body: new URLSearchParams({ faults: JSON.stringify(body) }).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { faults: Record<string, number> };
}

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
  return saved;
}

function dueNow(userId: string, minute = thisMinute()) {
  query(`UPDATE reminders SET next_due_utc = ${sqlString(minute)} WHERE user_id = ${sqlString(userId)}`);
  return minute;
}

const noticeMails = async (email: string) => (await outboxFor(email)).filter((m) => m.subject === "Rendez-vous intérieur");
const deliveriesOf = (userId: string) =>
  query<{ key: string; status: string }>(`SELECT key, status FROM notice_deliveries WHERE user_id = ${sqlString(userId)} ORDER BY key`);

describe("a time zone is an IANA name of Intl's list", () => {
  it("refuses an offset zone, keeps the typing, and says so in French", async () => {
    const { client, userId } = await member("tzoffset");
    for (const timeZone of ["-02:41", "+01:00", "Etc/GMT+3"]) {
      const refused = await client.post("/rendez-vous", { intent: "save", days: "2", time: "07:15", purpose: "mood", timeZone });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Choisissez un fuseau horaire de la liste");
      expect(refused.text).toContain('value="07:15"');
    }
    expect(query(`SELECT id FROM reminders WHERE user_id = ${sqlString(userId)}`)).toEqual([]);
    // A name of Intl's list is kept as the browser gave it, in Intl's case.
    await addReminder(client, { timeZone: "america/new_york" });
    expect(query(`SELECT time_zone FROM reminders WHERE user_id = ${sqlString(userId)}`)).toEqual([{ time_zone: "America/New_York" }]);
    // And the page names a place, not a code.
    expect((await client.get("/rendez-vous")).text).toContain("heure de New York");
  });
});

describe("a letter's zone follows the same rule", () => {
  it("a letter sealed « until tomorrow » with an offset zone is read in Paris's time, not the offset's", async () => {
    const { client } = await member("lettreoffset");
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "Europe/Paris" });
    const sealed = await client.post("/love-words/lettres", { content: "Pour demain", opensOn: tomorrow, timeZone: "-02:41" });
    expect(sealed.status).toBe(302);
    const id = sealed.location!.split("/").pop()!;
    const [row] = query<{ time_zone: string; opens_at: string }>(
      `SELECT time_zone, opens_at FROM sealed_letters WHERE id = ${sqlString(id)}`,
    );
    expect(row!.time_zone).toBe("Europe/Paris");
    expect(Date.parse(row!.opens_at)).toBeGreaterThan(Date.now() + 60_000);
  });
});

describe("queue first, then move on", () => {
  it("an occurrence whose sendBatch failed stays due, and is sent once at the next minute", async () => {
    const { identity, client, userId } = await member("rdvqueue");
    await addReminder(client);
    const minute = dueNow(userId);
    await noticeFaults({ sendBatch: 1 });
    await runTheMinute();
    await until(async () => (await noticeFaults({})).faults.sendBatch === 0);
    await pause(500);
    // Nothing moved on, nothing claimed: still due at its minute.
    expect(query(`SELECT next_due_utc FROM reminders WHERE user_id = ${sqlString(userId)}`)).toEqual([{ next_due_utc: minute }]);
    expect(deliveriesOf(userId)).toEqual([]);

    await runTheMinute();
    await until(async () => (await noticeMails(identity.email)).length === 1);
    const [reminder] = query<{ id: string; next_due_utc: string }>(
      `SELECT id, next_due_utc FROM reminders WHERE user_id = ${sqlString(userId)}`,
    );
    expect(reminder!.next_due_utc > minute).toBe(true);
    await until(() => deliveriesOf(userId)[0]?.status === "sent");
    expect(deliveriesOf(userId)).toEqual([{ key: `reminder:${reminder!.id}:${minute}|email`, status: "sent" }]);
    // Another run sends nothing more.
    await runTheMinute();
    await pause(1000);
    expect(await noticeMails(identity.email)).toHaveLength(1);
  });
});

describe("e-mail budgets", () => {
  it("six reminder e-mails in the hour, then a sign-in link still arrives", async () => {
    const { identity, client, userId } = await member("rdvbudget");
    for (let i = 0; i < 6; i++) await addReminder(client, { time: `08:0${i}` });
    dueNow(userId);
    await runTheMinute();
    await until(async () => (await noticeMails(identity.email)).length === 6);
    const asked = await new Client().post("/auth/magic-link", { email: identity.email });
    expect(asked.text).toContain("Lien envoyé");
    await latestLink(identity.email, /lien de connexion/);
  });

  it("an e-mail the transport drops is recorded as dropped, never as sent", async () => {
    const { identity, client, userId } = await member("rdvdrop");
    await addReminder(client);
    dueNow(userId);
    await noticeFaults({ dropEmail: 1 });
    await runTheMinute();
    await until(() => deliveriesOf(userId)[0]?.status === "dropped");
    expect(await noticeMails(identity.email)).toEqual([]);
  });
});

describe("/admin/notices", () => {
  const cell = (html: string, channel: string, status: string) =>
    Number(new RegExp(`data-channel="${channel}"[\\s\\S]*?data-status="${status}"[^>]*>(\\d+)<`).exec(html)?.[1] ?? NaN);

  it("counts a dead-lettered notice and a stuck claim, for admins only", async () => {
    const { client, userId } = await member("rdvdead");
    expect((await client.get("/admin/notices")).status).toBe(403);
    const admin = await signedIn({ pseudo: "admin", password: "motdepasse-demo" });
    const before = (await admin.get("/admin/notices")).text;

    const key = `reminder:00000000-0000-4000-8000-${Date.now().toString().slice(-12)}:${thisMinute()}`;
    const now = new Date().toISOString();
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    query(
      `INSERT INTO notice_deliveries (key, user_id, status, attempts, created_at, updated_at) VALUES
       (${sqlString(key + "|email")}, ${sqlString(userId)}, 'retry', 4, ${sqlString(now)}, ${sqlString(now)}),
       (${sqlString(key + "x|email")}, ${sqlString(userId)}, 'sending', 1, ${sqlString(old)}, ${sqlString(old)})`,
    );
    // A forum notice goes through the same pipeline, and is counted with the rendez-vous.
    query(
      `INSERT INTO notice_deliveries (key, user_id, status, attempts, created_at, updated_at) VALUES
       (${sqlString(`reply:00000000-0000-4000-8000-${Date.now().toString().slice(-12)}:${userId}|email`)}, ${sqlString(userId)}, 'sent', 1, ${sqlString(now)}, ${sqlString(now)})`,
    );
    await noticeFaults({ deadLetter: [{ userId, kind: "reminder", key, url: "/practice" }] });
    expect(query(`SELECT status FROM notice_deliveries WHERE key = ${sqlString(key + "|email")}`)).toEqual([{ status: "dead" }]);
    expect(query(`SELECT channels FROM dead_notices WHERE key = ${sqlString(key)}`)).toEqual([{ channels: "email" }]);

    const page = await admin.get("/admin/notices");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<caption");
    expect(page.text).toContain("Abandonnés (file des lettres mortes)");
    expect(page.text).toContain("Envoi des notifications");
    expect(cell(page.text, "email", "sent")).toBe(cell(before, "email", "sent") + 1);
    expect(cell(page.text, "email", "dead")).toBe(cell(before, "email", "dead") + 1);
    expect(cell(page.text, "email", "stuck")).toBe(cell(before, "email", "stuck") + 1);
  });
});

describe("the truth when saving a rendez-vous", () => {
  it("without JavaScript, a reminder saved inside the quiet hours says so after the save, with the fix, the form empty", async () => {
    const { client } = await member("rdvcalme");
    expect(
      (await client.post("/rendez-vous", { intent: "settings", channel: "email", quietStart: "22:00", quietEnd: "07:00" })).status,
    ).toBe(302);
    const saved = await addReminder(client, { time: "23:30" });
    expect(saved.location).toMatch(/\/rendez-vous\?note=quiet/);
    const page = await client.get(saved.location!);
    expect(page.text).toContain("Cette heure tombe dans vos heures calmes (de 22:00 à 07:00)");
    expect(page.text).toContain('href="#rdv-settings"');
    expect(page.text).toContain('value="08:00"'); // the form is empty again: its default time, not 23:30
    // Stopped: the note offers « Reprendre ».
    expect((await client.post("/rendez-vous", { intent: "stop" })).status).toBe(302);
    const whileStopped = await addReminder(client, { time: "12:00" });
    expect(whileStopped.location).toMatch(/note=stopped/);
    expect((await client.get(whileStopped.location!)).text).toContain("ne sonnera pas tant que vous ne les reprenez pas");
    // An hour outside: no note.
    expect((await client.post("/rendez-vous", { intent: "resume" })).status).toBe(302);
    expect((await addReminder(client, { time: "12:30" })).location).toBe("/rendez-vous");
  });

  it("the iPhone hint shows on iPhone and iPad only", async () => {
    const { identity } = await member("rdvapple");
    const iphone = await signedIn(identity);
    iphone.headers["User-Agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
    expect((await iphone.get("/rendez-vous")).text).toContain("rdv-apple-hint");
    const desktop = await signedIn(identity);
    desktop.headers["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
    expect((await desktop.get("/rendez-vous")).text).not.toContain("rdv-apple-hint");
  });
});

describe("sign-in links tell the truth", () => {
  const later =
    /Si un compte existe avec cette adresse, un lien lui a été envoyé il y a peu\. Vous pourrez en demander un autre à \d{2}\sh\s\d{2} \(heure de Paris\)\./u;

  for (const [path, sent] of [
    ["/auth/magic-link", "Lien envoyé"],
    ["/auth/forgot-password", "E-mail envoyé"],
  ] as const) {
    it(`${path}: over the limit, says when to ask again, in the same words for a known and an unknown address`, async () => {
      const known = (await createConfirmedUser("lienvrai")).email;
      const unknown = `personne-${Date.now()}@nulle-part.test`;
      const answers: string[] = [];
      for (const email of [known, unknown]) {
        const client = new Client();
        for (let i = 0; i < 3; i++) expect((await client.post(path, { email })).text).toContain(sent);
        const refused = await client.post(path, { email });
        expect(refused.status).toBe(200);
        expect(refused.text).not.toContain(sent);
        const said = later.exec(refused.text.replace(/\u00a0/g, " "))?.[0];
        expect(said).toBeTruthy();
        answers.push(said!.replace(/\d{2}\sh\s\d{2}/, "HH h MM"));
      }
      expect(answers[0]).toBe(answers[1]);
    });
  }
});
