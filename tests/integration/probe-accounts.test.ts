/**
 * Issue 31, items 5, 6 and 8 (the accounts' part): no answer tells whether an account exists or which
 * identifiers share one (decision 0162); every return address stays on this site; an account's
 * deletion leaves no counter behind.
 */
import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  Client,
  createConfirmedUser,
  decodeHtml,
  latestLink,
  newIdentity,
  outboxFor,
  outboxGrown,
  signedIn,
} from "../support/client";
import { query, sqlString } from "../support/db";
import "./community-support";

const INVALID = "E-mail ou mot de passe incorrect. Si vous venez de vous inscrire, vérifiez que vous avez confirmé votre e-mail.";

/**
 * A refused login's page, with what differs by nature (the nonce, the typed identifier) blanked, and the
 * D1 round trips it took (the local hook, app/utils/fault-injection.server.ts).
 */
async function tryLogin(identifier: string, password: string) {
  const answer = await new Client().post("/auth/login", { identifier, password }, { "X-Test-Count-D1": "1" });
  const text = answer.text
    .replace(/nonce="[^"]*"/g, "")
    .replace(/'nonce-[^']*'/g, "")
    .split(identifier)
    .join("IDENTIFIANT");
  return { status: answer.status, text, roundTrips: answer.response.headers.get("X-Test-D1-Round-Trips") };
}

describe("item 5: account enumeration", () => {
  it("an unknown pseudo, an unknown e-mail and a wrong password get the same answer, after the same work", async () => {
    const identity = await createConfirmedUser("enum");
    const unknownPseudo = `inconnu${Date.now().toString(36)}`;
    const cases = {
      wrong: [identity.pseudo, "pas-le-bon"],
      pseudo: [unknownPseudo, "pas-le-bon"],
      email: [`${unknownPseudo}@nulle-part.test`, "pas-le-bon"],
    } as const;
    const answers = Object.fromEntries(
      await Promise.all(
        Object.entries(cases).map(async ([name, [identifier, password]]) => [name, await tryLogin(identifier, password)] as const),
      ),
    );
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(INVALID);
    }
    expect(answers.pseudo!.text).toBe(answers.wrong!.text);
    expect(answers.email!.text).toBe(answers.wrong!.text);
    // The same reads and writes of D1 (the account and the try's count, one round trip)…
    expect(answers.wrong!.roundTrips).toBe("1");
    expect(answers.pseudo!.roundTrips).toBe("1");
    expect(answers.email!.roundTrips).toBe("1");
    // …and the same PBKDF2 work: an unknown account is checked against a hash that asks what a real one
    // asks (app/auth/password.test.ts). No timing here: a loaded machine makes timings say nothing.
  });

  it("five failures on a pseudo do not lock its e-mail: the limit does not link them", async () => {
    const identity = await createConfirmedUser("lien");
    const client = new Client();
    for (let i = 0; i < 5; i++)
      expect((await client.post("/auth/login", { identifier: identity.pseudo, password: `faux-${i}` })).status).toBe(400);
    expect((await client.post("/auth/login", { identifier: identity.pseudo, password: "faux" })).status).toBe(429);
    const byEmail = await client.post("/auth/login", { identifier: identity.email, password: "faux" });
    expect(byEmail.status).toBe(400);
    // An unknown pseudo is limited the same way: a 429 says nothing about existence.
    const stranger = `personne${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await client.post("/auth/login", { identifier: stranger, password: `faux-${i}` });
    expect((await client.post("/auth/login", { identifier: stranger, password: "faux" })).status).toBe(429);
  });

  it("a sign-up with a taken e-mail looks like any sign-up; the owner gets an e-mail, no account is made", async () => {
    const owner = await createConfirmedUser("proprio");
    const visitor = newIdentity("visite");
    const fresh = await new Client().post("/auth/signup", newIdentity("neuf"));
    const taken = await new Client().post("/auth/signup", { ...visitor, email: owner.email });
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toContain("Inscription réussie");
    expect(taken.text).not.toMatch(/existe déjà|déjà utilisé/);
    const [mail] = await outboxFor(owner.email);
    expect(mail!.subject).toBe("Votre compte Rendez-vous intérieur existe déjà");
    expect(mail!.text).toContain(owner.pseudo);
    expect(mail!.links).toContain(`${BASE_URL}/auth/login`);
    expect(query(`SELECT id FROM users WHERE username = ${sqlString(visitor.pseudo)}`)).toHaveLength(0);
    // The owner's password is unchanged.
    expect((await new Client().post("/auth/login", { identifier: owner.pseudo, password: owner.password })).status).toBe(302);
  });
});

/** Values a probe tries as a return address; a browser would leave the site with most of them. */
const HOSTILE = [
  "//evil.example",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\\\t/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/\n/evil.example",
  "https://evil.example/x",
  "http:evil.example",
  "https:/\\evil.example",
  "javascript:alert(1)",
  "/\u3000/evil.example",
  "//evil.example%2F..",
  "/%5Cevil.example",
];

/** Where a browser goes with this Location: it must be our origin. */
function staysHere(location: string | null) {
  return location !== null && new URL(location, BASE_URL).origin === new URL(BASE_URL).origin;
}

describe("item 6: every return address in the app against the same hostile list", () => {
  it("« Signaler » (POST /signaler)", async () => {
    const member = await signedIn(await createConfirmedUser("retour"));
    for (const target of HOSTILE) {
      const answer = await member.post("/signaler", { itemType: "chat", itemId: "n-existe-pas", reason: "spam", redirectTo: target });
      expect(answer.status, JSON.stringify(target)).toBe(302);
      expect(staysHere(answer.location), `${JSON.stringify(target)} → ${answer.location}`).toBe(true);
    }
  });

  it("the login page's address and its form (GET and POST /auth/login)", async () => {
    const identity = await createConfirmedUser("retourlog");
    for (const target of HOSTILE) {
      const page = await new Client().get(`/auth/login?redirectTo=${encodeURIComponent(target)}`);
      const kept = /name="redirectTo" value="([^"]*)"/.exec(page.text)?.[1];
      if (kept !== undefined) expect(staysHere(decodeHtml(kept)), `${JSON.stringify(target)} kept as ${kept}`).toBe(true);
      const answer = await new Client().post("/auth/login", {
        identifier: identity.pseudo,
        password: identity.password,
        redirectTo: target,
      });
      expect(answer.status, JSON.stringify(target)).toBe(302);
      expect(staysHere(answer.location), `${JSON.stringify(target)} → ${answer.location}`).toBe(true);
    }
  });

  it("the e-mailed sign-in link (POST /auth/magic-link, then /auth/callback)", async () => {
    let identity = await createConfirmedUser("retourlien");
    for (const [index, target] of HOSTILE.entries()) {
      // At most five links per address and hour: a new account every five values.
      if (index > 0 && index % 5 === 0) identity = await createConfirmedUser("retourlien");
      const page = await new Client().get(`/auth/magic-link?redirectTo=${encodeURIComponent(target)}`);
      const kept = /name="redirectTo" value="([^"]*)"/.exec(page.text)?.[1];
      if (kept !== undefined) expect(staysHere(decodeHtml(kept)), `${JSON.stringify(target)} kept as ${kept}`).toBe(true);
      // The link signs in only in the browser that asked for it (decision 0320).
      const client = new Client();
      const before = (await outboxFor(identity.email)).length;
      await client.post("/auth/magic-link", { email: identity.email, redirectTo: target });
      // The e-mail leaves after the answer (decision 0302): wait for it.
      const [mail] = await outboxGrown(identity.email, before);
      const link = new URL(mail!.links.find((l) => l.includes("/auth/callback"))!);
      const answer = await client.post("/auth/callback", { token: link.searchParams.get("token")!, type: link.searchParams.get("type")! });
      const refresh = /content="0;url=([^"]*)"/.exec(answer.text)?.[1] ?? null;
      expect(refresh, JSON.stringify(target)).not.toBeNull();
      expect(staysHere(refresh), `${JSON.stringify(target)} → ${refresh}`).toBe(true);
    }
  });
});

describe("item 8: an account's deletion takes its counters with it", () => {
  it("no rate_limits row is the deleted account's, nor holds its e-mail or its pseudo (keys matched whole, decision 0300)", async () => {
    const identity = await createConfirmedUser("compteur");
    const client = await signedIn(identity);
    const userId = query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)[0]!.id;
    // Counters under each of them: failed logins by pseudo and e-mail, a recovery, a password check.
    await new Client().post("/auth/login", { identifier: identity.pseudo, password: "faux" });
    await new Client().post("/auth/login", { identifier: identity.email, password: "faux" });
    await new Client().post("/auth/forgot-password", { email: identity.email });
    await latestLink(identity.email, /Réinitialisation/);
    await client.post("/auth/profile", {
      intent: "password",
      current: "faux",
      password: "un-nouveau-secret-1",
      confirm: "un-nouveau-secret-1",
    });
    // Read whole and inspected here: the app itself never searches a key for a part.
    const parts = [userId, encodeURIComponent(identity.email), encodeURIComponent(identity.pseudo.toLowerCase())];
    const rows = () =>
      query<{ key: string; user_id: string | null }>(`SELECT key, user_id FROM rate_limits`).filter(
        (row) => row.user_id === userId || parts.some((part) => row.key.includes(`=${part}|`) || row.key.endsWith(`=${part}`)),
      );
    expect(rows().length).toBeGreaterThanOrEqual(4);
    const deleted = await client.post("/auth/mes-donnees", { confirmation: identity.pseudo });
    expect(deleted.status).toBe(302);
    expect(rows()).toEqual([]);
  });
});
