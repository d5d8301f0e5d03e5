/**
 * The limits module against the real local worker (issue 41: the High, items 1, 5 and 8). Each test
 * reaches a limit over HTTP, as a person or a script would, then checks what the table promises.
 */
import { describe, expect, it } from "vitest";
import { parisDay } from "~/utils/dates";
import {
  BASE_URL,
  Client,
  createConfirmedUser,
  latestLink,
  newIdentity,
  outboxFor,
  outboxGrown,
  signedIn,
  testAddress,
} from "../support/client";
import { query, sqlString as q } from "../support/db";
import { fetcherData } from "../support/single-fetch";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const suffix = () => Math.random().toString(36).slice(2, 8);

/**
 * Signs up under a chosen pseudo, confirms, signs in. A pseudo without a letter (an address, a date)
 * can no longer be chosen (decision 0467), but accounts made before keep theirs: such a one is signed
 * up under another pseudo and renamed in the database, as it would stand today.
 */
async function accountNamed(pseudo: string) {
  const legacy = !/\p{L}/u.test(pseudo);
  const email = `nom-${suffix()}${Date.now().toString(36)}@exemple.test`;
  const identity = { pseudo: legacy ? `ancien${suffix()}` : pseudo, email, password: "un-secret-solide" };
  const client = new Client();
  const signup = await client.post("/auth/signup", identity);
  expect(signup.text, `sign-up as ${identity.pseudo}`).toContain("Inscription réussie");
  const params = new URL(await latestLink(identity.email, /Confirmez/), BASE_URL).searchParams;
  await client.post("/auth/callback", { token: params.get("token")!, type: params.get("type")! });
  if (legacy) {
    query(
      `UPDATE users SET username = ${q(pseudo)}, username_key = ${q(pseudo.toLowerCase())}, username_skeleton = NULL, username_skeleton_cased = NULL WHERE email = ${q(email)}`,
    );
    identity.pseudo = pseudo;
  }
  return { identity, client: await signedIn(identity) };
}

function bonbon(client: Client) {
  return client.request("/practice/bonbon", {
    method: "POST",
    headers: { Origin: BASE_URL, "Content-Type": "application/json" },
    body: JSON.stringify({ toolId: "peur" }),
  });
}

async function assistant(client: Client) {
  const result = await client.post("/dashboard/assistant.data", { intent: "send", mode: "fetch", message: "Bonjour" });
  return { status: result.status, body: await fetcherData<{ error?: string }>(result.text) };
}

async function loginTry(client: Client, identifier: string) {
  return client.post("/auth/login", { identifier, password: "faux-secret" });
}

describe("deleting an account removes exactly its counters (the High)", () => {
  it("accounts named 10.66.66.66, account, ip, user or today's date take nobody's counters with them", async () => {
    const loginIp = "10.66.66.66";
    const bonbonIp = "10.77.77.77";
    // Someone's per-address login limit: 30 tries from one address, then 429.
    const prober = new Client(testAddress(loginIp));
    for (let i = 0; i < 30; i++) expect((await loginTry(prober, `inconnu-${i}-${suffix()}`)).status).toBe(400);
    const locked = await loginTry(prober, `inconnu-x-${suffix()}`);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("Trop de tentatives de connexion");
    // A visitor's « bonbon » for the day, from one address.
    const visitor = new Client(testAddress(bonbonIp));
    for (let i = 0; i < 20; i++) expect((await bonbon(visitor)).status).toBe(200);
    expect((await bonbon(visitor)).status).toBe(429);
    // Someone's assistant quota for the day.
    const victim = await signedIn(await createConfirmedUser("victime"));
    for (let i = 0; i < 20; i++) expect((await assistant(victim)).status).toBe(200);
    expect((await assistant(victim)).status).toBe(429);

    for (const pseudo of [loginIp, bonbonIp, "account", "ip", "user", "login", "bonbon", "assistant", parisDay(new Date())]) {
      const { identity, client } = await accountNamed(pseudo);
      const deleted = await client.post("/auth/mes-donnees", { confirmation: identity.pseudo });
      expect(deleted.status, `deletion of ${pseudo}`).toBe(302);
    }

    const still = await loginTry(prober, `inconnu-y-${suffix()}`);
    expect(still.status).toBe(429);
    expect(still.text).toContain("Trop de tentatives de connexion");
    expect((await bonbon(visitor)).status).toBe(429);
    const quota = await assistant(victim);
    expect(quota.status).toBe(429);
    expect(quota.body.error).toMatch(/limite/);
  });
});

describe("e-mails: every kind counts against its recipient", () => {
  it("eight confirmation resends give the address at most six e-mails in the hour", async () => {
    const identity = newIdentity("flot");
    await new Client().post("/auth/signup", identity);
    const resender = new Client();
    for (let i = 0; i < 8; i++) {
      const answer = await resender.post("/auth/login", { intent: "resend", email: identity.email });
      expect(answer.text).toContain("E-mail de confirmation renvoyé");
    }
    // Resends leave after the answer (decision 0302): wait for the sixth, then there are no more.
    expect(await outboxGrown(identity.email, 5)).toHaveLength(6);
  });

  it("eight sign-ups with a taken address give its owner at most six e-mails, « existe déjà » included", async () => {
    const owner = await createConfirmedUser("pris");
    for (let i = 0; i < 8; i++) {
      const answer = await new Client().post("/auth/signup", { ...newIdentity("copie"), email: owner.email });
      expect(answer.text).toContain("Inscription réussie");
    }
    expect(await outboxFor(owner.email)).toHaveLength(6);
  });
});

describe("sign-up per client address", () => {
  it("refuses the sixth sign-up of the hour from one address with the table's message, keeping what was typed", async () => {
    const client = new Client();
    for (let i = 0; i < 5; i++) expect((await client.post("/auth/signup", newIdentity("lot"))).text).toContain("Inscription réussie");
    const sixth = newIdentity("lot");
    const refused = await client.post("/auth/signup", sixth);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Trop d'inscriptions depuis cette connexion. Veuillez réessayer dans une heure.");
    expect(refused.text).toContain(`value="${sixth.pseudo}"`);
    expect(query(`SELECT id FROM users WHERE email = ${q(sixth.email)}`)).toHaveLength(0);
    // Another address is not concerned.
    expect((await new Client().post("/auth/signup", newIdentity("lot"))).text).toContain("Inscription réussie");
  });
});

describe("recovery: per address and client, so nobody blocks the owner", () => {
  it("five requests from client A do not stop the owner's own request from client B", async () => {
    const identity = await createConfirmedUser("bloque");
    const attacker = new Client();
    for (let i = 0; i < 5; i++) {
      // Three are taken; past them, the page says a link was sent a little while ago (decision 0474).
      expect((await attacker.post("/auth/forgot-password", { email: identity.email })).text).toContain(
        i < 3 ? "E-mail envoyé" : "un lien lui a été envoyé il y a peu",
      );
    }
    const recoveries = async () => (await outboxFor(identity.email)).filter((m) => /Réinitialisation/.test(m.subject)).length;
    // The e-mails leave after the answers: wait until A's have all been handled.
    for (let i = 0; i < 50 && (await recoveries()) < 3; i++) await pause(100);
    await pause(1500);
    const fromA = await recoveries();
    expect(fromA).toBeLessThanOrEqual(3);
    const before = (await outboxFor(identity.email)).length;
    const owner = new Client();
    expect((await owner.post("/auth/forgot-password", { email: identity.email })).text).toContain("E-mail envoyé");
    const after = await outboxGrown(identity.email, before);
    expect(after.length).toBe(before + 1);
    expect(after[0]!.subject).toMatch(/Réinitialisation/);
  });

  it("answers known and unknown addresses the same way, the e-mail leaving after the answer", async () => {
    const identity = await createConfirmedUser("pareil");
    const known = await new Client().post("/auth/forgot-password", { email: identity.email });
    const unknown = await new Client().post("/auth/forgot-password", { email: `personne-${suffix()}@nulle-part.test` });
    expect(known.status).toBe(unknown.status);
    expect(known.text.replace(/nonce="[^"]*"/g, "")).toBe(unknown.text.replace(/nonce="[^"]*"/g, ""));
    await latestLink(identity.email, /Réinitialisation/);
  });
});

describe("the forum and « Signaler »", () => {
  it("refuses the sixteenth new thread of the hour, with the table's message and the title kept", async () => {
    const author = await signedIn(await createConfirmedUser("fil"));
    const word = suffix();
    for (let i = 0; i < 15; i++)
      expect((await author.post("/forum/nouveau", { title: `Fil ${word} ${i}`, content: "Contenu" })).status).toBe(302);
    const refused = await author.post("/forum/nouveau", { title: `Fil ${word} de trop`, content: "Mon texte gardé" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Vous avez ouvert plusieurs discussions en peu de temps.");
    expect(refused.text).toContain(`Fil ${word} de trop`);
    expect(refused.text).toContain("Mon texte gardé");
  });

  it("refuses the sixteenth reply in five minutes; twenty sent at once store fifteen", async () => {
    const author = await signedIn(await createConfirmedUser("rep"));
    const created = await author.post("/forum/nouveau", { title: `Réponses ${suffix()}`, content: "Contenu" });
    const path = created.location!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => author.post(path, { intent: "reply", content: `Réponse ${i}` })),
    );
    expect(answers.filter((a) => a.status === 302)).toHaveLength(15);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const slug = decodeURIComponent(path.replace(/^\/forum\//, ""));
    expect(
      query<{ n: number }>(
        `SELECT count(*) AS n FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id WHERE t.slug = ${q(slug)}`,
      ),
    ).toEqual([{ n: 15 }]);
  });

  it("stores at most twenty reports an hour from one person", async () => {
    const author = await signedIn(await createConfirmedUser("cible"));
    const created = await author.post("/forum/nouveau", { title: `Signalements ${suffix()}`, content: "Contenu" });
    const slug = decodeURIComponent(created.location!.replace(/^\/forum\//, ""));
    const [thread] = query<{ id: string; author_id: string }>(`SELECT id, author_id FROM forum_threads WHERE slug = ${q(slug)}`);
    const ids = Array.from({ length: 22 }, () => crypto.randomUUID());
    query(
      `INSERT INTO forum_replies (id, thread_id, content, author_id, created_at) VALUES ${ids
        .map((id, i) => `(${q(id)}, ${q(thread!.id)}, ${q(`Réponse ${i}`)}, ${q(thread!.author_id)}, ${q(new Date().toISOString())})`)
        .join(", ")}`,
    );
    const reporterIdentity = await createConfirmedUser("signale");
    const reporter = await signedIn(reporterIdentity);
    const toasts: string[] = [];
    for (const id of ids.slice(0, 21)) {
      const sent = await reporter.post("/signaler", { itemType: "reply", itemId: id, reason: "spam", redirectTo: created.location! });
      expect(sent.status).toBe(302);
      toasts.push((await reporter.get(sent.location!)).text);
    }
    const [{ n }] = query<{ n: number }>(
      `SELECT count(*) AS n FROM reports WHERE reporter_id = (SELECT id FROM users WHERE email = ${q(reporterIdentity.email)})`,
    ) as [{ n: number }];
    expect(n).toBe(20);
    expect(toasts[20]).toContain("Vous avez envoyé beaucoup de signalements en peu de temps.");
    // Refused with details typed: the same form again, filled in, nothing lost (decision 0352).
    const details = "Une personne semble en danger dans ce fil";
    const kept = await reporter.post("/signaler", {
      itemType: "reply",
      itemId: ids[21]!,
      reason: "danger",
      details,
      redirectTo: created.location!,
    });
    expect(kept.status).toBe(429);
    expect(kept.text).toContain("Vous avez envoyé beaucoup de signalements en peu de temps.");
    expect(kept.text).toContain(`>${details}</textarea>`);
    expect(kept.text).toMatch(/value="danger"[^>]*checked|checked[^>]*value="danger"/);
  });
});

describe("sizes answered at once", () => {
  it("refuses a 30 MB-like body on /practice/bonbon with 413 (16 kB is its most)", async () => {
    const client = new Client();
    const response = await client.request("/practice/bonbon", {
      method: "POST",
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      body: JSON.stringify({ toolId: "peur", previous: "a".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("trop volumineux");
  });

  it("answers a signed-in GET of 8,000 characters with 414 at once, and too heavy headers with 431", async () => {
    const client = await signedIn(await createConfirmedUser("long"));
    const started = Date.now();
    const long = await client.get(`/forum?q=${"a".repeat(8000)}`);
    expect(long.status).toBe(414);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(long.text).toContain("Cette adresse est trop longue.");
    expect((await new Client().get(`/aide?x=${"b".repeat(5000)}`)).status).toBe(414);
    // Still served under the limit.
    expect((await client.get(`/forum?q=${"a".repeat(100)}`)).status).toBe(200);
    const heavy = await new Client().request("/aide", { headers: { "X-Remplissage": "c".repeat(20 * 1024) } });
    expect(heavy.status).toBe(431);
  });
});

describe("every POST from one client address", () => {
  it("is counted at the edge (Cloudflare's rate-limiting binding): past 40 in 10 s, 429 with the table's message", async () => {
    const client = new Client({ "X-Test-Post-Ceiling": "1" });
    const answers: { status: number; text: string }[] = [];
    // 90 light posts (a refused login form never reaches a password check), ten at a time: whatever
    // the binding's 10-second windows, one of them sees more than 40.
    for (let i = 0; i < 9; i++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => client.post("/auth/login", {})))));
    }
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.text).toContain("Trop de demandes en peu de temps. Patientez quelques secondes, puis réessayez.");
    expect(answers.filter((a) => a.status === 400).length).toBeGreaterThanOrEqual(40);
  });
});
