import { describe, expect, it } from "vitest";
import { frenchTypography } from "~/utils/typography";
import { BASE_URL, Client, createConfirmedUser, fetchRead, latestLink, newIdentity, outboxFor, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";

const INVALID = "E-mail ou mot de passe incorrect. Si vous venez de vous inscrire, vérifiez que vous avez confirmé votre e-mail.";

function linkParams(link: string) {
  const params = new URL(link, BASE_URL).searchParams;
  return { token: params.get("token")!, type: params.get("type")! };
}

describe("sign-up", () => {
  it("creates the account, its profile named after the pseudo, and sends a confirmation link through /auth/callback", async () => {
    const identity = newIdentity("su");
    const client = new Client();
    const result = await client.post("/auth/signup", identity);
    expect(result.status).toBe(200);
    expect(result.text).toContain(frenchTypography("Inscription réussie !"));
    expect(result.text).toContain('content="3;url=/auth/login"');

    const [user] = query<{ username: string; display_name: string; role: string; email_confirmed_at: string | null }>(
      `SELECT u.username, p.display_name, p.role, u.email_confirmed_at FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = ${sqlString(identity.email)}`,
    );
    expect(user).toMatchObject({ username: identity.pseudo, display_name: identity.pseudo, role: "user", email_confirmed_at: null });
    const mails = await outboxFor(identity.email);
    expect(mails[0]!.subject).toMatch(/Confirmez/);
    expect(mails[0]!.links.some((link) => link.startsWith(`${BASE_URL}/auth/callback?token=`))).toBe(true);
  });

  it("refuses a pseudo already taken, keeping what was typed; a taken e-mail is told to its owner only (decision 0162)", async () => {
    const first = await createConfirmedUser("dup");
    const client = new Client();
    const samePseudo = await client.post("/auth/signup", { ...newIdentity(), pseudo: first.pseudo.toUpperCase() });
    expect(samePseudo.status).toBe(400);
    expect(samePseudo.text).toContain("Ce pseudo est déjà utilisé.");
    const other = newIdentity();
    const sameEmail = await client.post("/auth/signup", { ...other, email: first.email });
    expect(sameEmail.status).toBe(200);
    expect(sameEmail.text).toContain("Inscription réussie");
    expect(sameEmail.text).not.toContain("existe déjà");
    const [told] = await outboxFor(first.email);
    expect(told!.subject).toBe("Votre compte Rendez-vous intérieur existe déjà");
    expect(query(`SELECT id FROM users WHERE username = ${sqlString(other.pseudo)}`)).toHaveLength(0);
  });

  it("shows French messages for bad input and never a 500", async () => {
    const result = await new Client().post("/auth/signup", { pseudo: "", email: "pas-un-email", password: "123" });
    expect(result.status).toBe(400);
    expect(result.text).toContain("Le pseudo est requis.");
    expect(result.text).toContain("Cette adresse e-mail n'est pas valide.");
    expect(result.text).toContain("Le mot de passe doit contenir au moins 6 caractères.");
    expect(result.text).toContain('value="pas-un-email"');
  });

  it("quietly ignores a bot that fills the honeypot", async () => {
    const identity = newIdentity("bot");
    const result = await new Client().post("/auth/signup", { ...identity, website: "http://spam.example" });
    expect(result.status).toBe(200);
    expect(query(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)).toHaveLength(0);
  });

  it("guards login, the one-time link and password recovery with the same honeypot", async () => {
    const identity = await createConfirmedUser("botbis");
    const bot = new Client();
    const login = await bot.post("/auth/login", {
      identifier: identity.pseudo,
      password: identity.password,
      website: "http://spam.example",
    });
    expect(login.status).toBe(400);
    expect(bot.cookies.has("rvi_session")).toBe(false);
    const before = (await outboxFor(identity.email)).length;
    expect((await bot.post("/auth/magic-link", { email: identity.email, website: "x" })).text).toContain("Lien envoyé");
    expect((await bot.post("/auth/forgot-password", { email: identity.email, website: "x" })).text).toContain("E-mail envoyé");
    expect(await outboxFor(identity.email)).toHaveLength(before);
    // A person, who leaves it empty, is served as usual.
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password, website: "" })).status).toBe(
      302,
    );
  });
});

describe("password login", () => {
  it("is refused until the e-mail is confirmed, with the spec's message", async () => {
    const identity = newIdentity("unc");
    const client = new Client();
    await client.post("/auth/signup", identity);
    const result = await client.post("/auth/login", { identifier: identity.email, password: identity.password });
    expect(result.status).toBe(400);
    expect(result.text).toContain("Erreur de connexion");
    expect(result.text).toContain(INVALID);
    expect(result.text).toContain("Renvoyer l'e-mail de confirmation");
  });

  it("works by pseudo and by e-mail once confirmed, and opens a server-side session", async () => {
    const identity = await createConfirmedUser("log");
    const byPseudo = new Client();
    const first = await byPseudo.post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/dashboard");
    const cookie = first.response.headers.getSetCookie().find((c) => c.startsWith("rvi_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const dashboard = await byPseudo.get("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(frenchTypography("Connexion réussie !"));

    const countSessions = () =>
      query<{ n: number }>(
        `SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ${sqlString(identity.email)}`,
      )[0]!.n;
    const before = countSessions();
    const byEmail = new Client();
    const second = await byEmail.post("/auth/login", { identifier: identity.email.toUpperCase(), password: identity.password });
    expect(second.status).toBe(302);
    expect(countSessions()).toBe(before + 1);
  });

  it("gives the spec's message for a wrong password, an unknown pseudo and an unknown e-mail alike (decision 0162)", async () => {
    const identity = await createConfirmedUser("wrong");
    const client = new Client();
    const wrong = await client.post("/auth/login", { identifier: identity.email, password: "pas-le-bon" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(INVALID);
    const unknown = await client.post("/auth/login", { identifier: "personne-inconnue-zz", password: "x" });
    expect(unknown.text).toContain(INVALID);
    const unknownEmail = await client.post("/auth/login", { identifier: "personne@nulle-part.test", password: "x" });
    expect(unknownEmail.text).toContain(INVALID);
  });

  it("honours a same-site redirectTo and ignores a foreign one", async () => {
    const identity = await createConfirmedUser("redir");
    const ok = await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password, redirectTo: "/forum" });
    expect(ok.location).toBe("/forum");
    const foreign = await new Client().post("/auth/login", {
      identifier: identity.pseudo,
      password: identity.password,
      redirectTo: "https://evil.example",
    });
    expect(foreign.location).toBe("/dashboard");
  });
});

describe("login rate limit", () => {
  const TOO_MANY = "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.";

  it("stops an address after 5 tries on one account, even with the right password: 429 with Retry-After", async () => {
    const identity = await createConfirmedUser("rate");
    const client = new Client();
    for (let i = 0; i < 5; i++) {
      const failure = await client.post("/auth/login", { identifier: identity.pseudo, password: `faux-${i}` });
      expect(failure.text).toContain(INVALID);
    }
    const locked = await client.post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(locked.response.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
    expect(locked.text).toContain(TOO_MANY);
  });

  it("counts each typed identifier apart: a limit never tells that a pseudo and an e-mail share an account (decision 0162)", async () => {
    const identity = await createConfirmedUser("both");
    const client = new Client();
    for (let i = 0; i < 5; i++) await client.post("/auth/login", { identifier: identity.pseudo, password: `faux-${i}` });
    expect((await client.post("/auth/login", { identifier: identity.pseudo, password: "faux" })).status).toBe(429);
    const byEmail = await client.post("/auth/login", { identifier: identity.email.toUpperCase(), password: "encore-faux" });
    expect(byEmail.status).toBe(400);
    expect(byEmail.text).toContain(INVALID);
  });

  it("holds under 10 parallel tries: at most 5 are checked", async () => {
    const identity = await createConfirmedUser("para");
    const client = new Client();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post("/auth/login", { identifier: identity.pseudo, password: `faux-${i}` })),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it("one attacker cannot lock the owner out", async () => {
    const identity = await createConfirmedUser("owner");
    const attacker = new Client();
    for (let i = 0; i < 12; i++) await attacker.post("/auth/login", { identifier: identity.email, password: `faux-${i}` });
    expect((await attacker.post("/auth/login", { identifier: identity.email, password: "encore-faux" })).status).toBe(429);
    const owner = await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(owner.status).toBe(302);
    expect(owner.location).toBe("/dashboard");
  });

  it("limits tries per address across accounts", async () => {
    const client = new Client();
    for (let i = 0; i < 30; i++) {
      await client.post("/auth/login", { identifier: `inconnu-${i}@exemple.test`, password: "x" });
    }
    const identity = await createConfirmedUser("ipok");
    const blocked = await client.post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain("Trop de tentatives de connexion.");
    const elsewhere = await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(elsewhere.status).toBe(302);
  });

  it("does not trust a client-sent CF-Connecting-IP outside Cloudflare", async () => {
    const identity = await createConfirmedUser("spoof");
    // No proven test address: each request claims another CF-Connecting-IP, all count as one.
    const spoof = (i: number) => ({ "CF-Connecting-IP": `10.77.${i}.1` });
    for (let i = 0; i < 5; i++) {
      const response = await fetchRead(`${BASE_URL}/auth/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded", ...spoof(i) },
        body: new URLSearchParams({ identifier: identity.pseudo, password: `faux-${i}` }).toString(),
      });
      expect(response.status).toBe(400);
    }
    const sixth = await fetchRead(`${BASE_URL}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded", ...spoof(99) },
      body: new URLSearchParams({ identifier: identity.pseudo, password: "faux" }).toString(),
    });
    expect(sixth.status).toBe(429);
  });
});

describe("confirmation and one-time links", () => {
  it("a GET of the link never uses it (mail scanners), the POST does, and only once", async () => {
    const identity = newIdentity("once");
    await new Client().post("/auth/signup", identity);
    const link = await latestLink(identity.email, /Confirmez/);
    const visitor = new Client();
    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(frenchTypography(`Continuer en tant que ${identity.pseudo} ?`));

    const first = await visitor.post("/auth/callback", linkParams(link));
    expect(first.status).toBe(200);
    expect(first.text).toContain("Connexion réussie\u202f! Redirection…");
    expect(visitor.cookies.has("rvi_session")).toBe(true);
    const [user] = query<{ email_confirmed_at: string | null }>(
      `SELECT email_confirmed_at FROM users WHERE email = ${sqlString(identity.email)}`,
    );
    expect(user!.email_confirmed_at).not.toBeNull();

    const second = await new Client().post("/auth/callback", linkParams(link));
    expect(second.status).toBe(400);
    expect(second.text).toContain("Aucune session trouvée. Le lien a peut-être expiré.");
  });

  it("signs in with a one-time link, honouring the stored redirect", async () => {
    const identity = await createConfirmedUser("magic");
    const requester = new Client();
    const sent = await requester.post("/auth/magic-link", { email: identity.email, redirectTo: "/forum" });
    expect(sent.text).toContain("Lien envoyé");
    const link = await latestLink(identity.email, /lien de connexion/);
    const page = await requester.get(link);
    expect(page.text).toContain(frenchTypography(`Continuer en tant que ${identity.pseudo} ?`));
    const used = await requester.post("/auth/callback", linkParams(link));
    expect(used.text).toContain("/forum");
    expect((await requester.get("/auth/profile")).status).toBe(200);
    const again = await new Client().post("/auth/callback", linkParams(link));
    expect(again.text).toContain("Aucune session trouvée. Le lien a peut-être expiré.");
  });

  it("refuses an expired one-time link", async () => {
    const identity = await createConfirmedUser("exp");
    await new Client().post("/auth/magic-link", { email: identity.email });
    const link = await latestLink(identity.email, /lien de connexion/);
    query(
      `UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'magiclink' AND user_id = (SELECT id FROM users WHERE email = ${sqlString(identity.email)})`,
    );
    const result = await new Client().post("/auth/callback", linkParams(link));
    expect(result.status).toBe(400);
    expect(result.text).toContain("Aucune session trouvée. Le lien a peut-être expiré.");
  });

  it("answers an unknown address like a known one (no account enumeration)", async () => {
    const result = await new Client().post("/auth/magic-link", { email: "personne-zz@nulle-part.test" });
    expect(result.text).toContain("Lien envoyé");
    expect(await outboxFor("personne-zz@nulle-part.test")).toHaveLength(0);
  });
});

describe("password recovery", () => {
  it("sets a new password from the e-mailed link, signs other sessions out, and the old password stops working", async () => {
    const identity = await createConfirmedUser("rec");
    const otherDevice = await signedIn(identity);
    const browser = new Client();
    const asked = await browser.post("/auth/forgot-password", { email: identity.email });
    expect(asked.text).toContain("E-mail envoyé");
    const link = await latestLink(identity.email, /Réinitialisation/);
    const used = await browser.post("/auth/callback", linkParams(link));
    expect(used.text).toContain("/auth/reset-password");

    const mismatch = await browser.post("/auth/reset-password", { password: "nouveau-secret", confirm: "autre-chose" });
    expect(mismatch.text).toContain("Les deux mots de passe ne correspondent pas.");
    const done = await browser.post("/auth/reset-password", { password: "nouveau-secret-2026", confirm: "nouveau-secret-2026" });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/dashboard");

    expect((await otherDevice.get("/auth/profile")).status).toBe(302);
    const old = await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password });
    expect(old.text).toContain(INVALID);
    const fresh = await new Client().post("/auth/login", { identifier: identity.pseudo, password: "nouveau-secret-2026" });
    expect(fresh.status).toBe(302);
  });

  it("a recovery grant works once: replayed after the reset, it changes nothing", async () => {
    const identity = await createConfirmedUser("replay");
    const browser = new Client();
    await browser.post("/auth/forgot-password", { email: identity.email });
    await browser.post("/auth/callback", linkParams(await latestLink(identity.email, /Réinitialisation/)));
    const grant = browser.cookies.get("rvi_recovery")!;
    const session = browser.cookies.get("rvi_session")!;
    expect(grant).toBeTruthy();
    // The cookie holds a random grant, not the user id: two recoveries never give the same value.
    expect(decodeURIComponent(grant)).not.toContain(
      query<{ id: string }>(`SELECT id FROM users WHERE email = ${sqlString(identity.email)}`)[0]!.id,
    );
    expect((await browser.post("/auth/reset-password", { password: "premier-secret-2026", confirm: "premier-secret-2026" })).status).toBe(
      302,
    );

    const replay = new Client();
    replay.cookies.set("rvi_session", session);
    replay.cookies.set("rvi_recovery", grant);
    const again = await replay.post("/auth/reset-password", { password: "second-secret-2026", confirm: "second-secret-2026" });
    expect(again.status).toBe(302);
    expect(again.location).toBe("/auth/forgot-password");
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: "second-secret-2026" })).status).toBe(400);
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: "premier-secret-2026" })).status).toBe(302);
  });

  it("a recovery grant expires on the server, whatever the cookie says", async () => {
    const identity = await createConfirmedUser("expire");
    const browser = new Client();
    await browser.post("/auth/forgot-password", { email: identity.email });
    await browser.post("/auth/callback", linkParams(await latestLink(identity.email, /Réinitialisation/)));
    expect((await browser.get("/auth/reset-password")).status).toBe(200);
    query(
      `UPDATE recovery_grants SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = ${sqlString(identity.email)})`,
    );
    const late = await browser.get("/auth/reset-password");
    expect(late.status).toBe(302);
    expect(late.location).toBe("/auth/forgot-password");
    const post = await browser.post("/auth/reset-password", { password: "trop-tard-2026", confirm: "trop-tard-2026" });
    expect(post.location).toBe("/auth/forgot-password");
  });

  it("a one-time link sent before a password change no longer signs in", async () => {
    const identity = await createConfirmedUser("stale");
    await new Client().post("/auth/magic-link", { email: identity.email });
    const staleLink = await latestLink(identity.email, /lien de connexion/);
    const browser = new Client();
    await browser.post("/auth/forgot-password", { email: identity.email });
    await browser.post("/auth/callback", linkParams(await latestLink(identity.email, /Réinitialisation/)));
    expect((await browser.post("/auth/reset-password", { password: "tout-neuf-2026", confirm: "tout-neuf-2026" })).status).toBe(302);

    const late = new Client();
    const used = await late.post("/auth/callback", linkParams(staleLink));
    expect(used.status).toBe(400);
    expect(late.cookies.has("rvi_session")).toBe(false);
  });

  it("does not let a plain session change the password without a recovery link", async () => {
    const identity = await createConfirmedUser("norec");
    const client = await signedIn(identity);
    const result = await client.post("/auth/reset-password", { password: "pirate-secret", confirm: "pirate-secret" });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/auth/forgot-password");
  });
});

describe("profile", () => {
  it("updates the display name, shown in the header; refuses an empty one keeping nothing else", async () => {
    const identity = await createConfirmedUser("prof");
    const client = await signedIn(identity);
    const bad = await client.post("/auth/profile", { displayName: " " });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Le nom d'affichage est requis.");

    // An avatar URL posted the old way is ignored: pictures are uploaded (avatars.test.ts).
    const ok = await client.post("/auth/profile", { displayName: "Nouvelle Camille", avatarUrl: "https://exemple.fr/a.png" });
    expect(ok.status).toBe(302);
    const page = await client.get("/auth/profile");
    expect(page.text).toContain("Profil mis à jour");
    expect(page.text).toContain("Nouvelle Camille");
    expect(page.text).not.toContain("exemple.fr");
  });

  it("requires a signed-in user", async () => {
    const result = await new Client().post("/auth/profile", { displayName: "x" });
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/auth\/login/);
  });

  it("shows the role badge of the demo moderator", async () => {
    const client = await signedIn({ pseudo: "moderateur", password: "motdepasse-demo" });
    expect((await client.get("/auth/profile")).text).toContain("Modérateur");
  });
});

describe("sign-out", () => {
  it("revokes the session on the server: the old cookie no longer works", async () => {
    const identity = await createConfirmedUser("out");
    const client = await signedIn(identity);
    const stolen = new Map(client.cookies);
    const out = await client.post("/auth/logout", {});
    expect(out.status).toBe(302);
    expect((await client.get("/")).text).toContain("Déconnecté");
    const replay = new Client();
    replay.cookies = stolen;
    const result = await replay.get("/auth/profile");
    expect(result.status).toBe(302);
  });
});

describe("cross-origin protection", () => {
  it("refuses a mutating request from a foreign Origin", async () => {
    const identity = await createConfirmedUser("csrf");
    const client = await signedIn(identity);
    const result = await client.post("/auth/profile", { displayName: "Piraté", avatarUrl: "" }, { Origin: "https://evil.example" });
    expect(result.status).toBe(403);
    const [row] = query<{ display_name: string }>(
      `SELECT p.display_name FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = ${sqlString(identity.email)}`,
    );
    expect(row!.display_name).toBe(identity.pseudo);
  });
});

describe("shell", () => {
  it("redirects a signed-in user from / to /dashboard", async () => {
    const client = await signedIn(await createConfirmedUser("home"));
    const home = await client.get("/");
    expect(home.status).toBe(302);
    expect(home.location).toBe("/dashboard");
  });

  it("answers every route of the spec's route table", async () => {
    const client = await signedIn({ pseudo: "camille", password: "motdepasse-demo" });
    const routes = [
      "/login",
      "/auth/login",
      "/auth/signup",
      "/auth/profile",
      "/auth/callback",
      "/dashboard",
      "/practice",
      "/practice/trois-gestes",
      "/practice/trois-gestes-ecrit",
      "/practice/trois-gestes-guided",
      "/practice/actualite",
      "/practice/nommer-grandeur",
      "/practice/peur",
      "/trois-gestes/introduction",
      "/trois-gestes/bilan",
      "/history",
      "/history/00000000-0000-4000-8000-00000000abcd",
      "/tools",
      "/cycles",
      "/cycles/petitesse",
      "/cycles/grandeur-table",
      "/cycles/grandeur",
      "/cycles/generique",
      "/cycles/generique/moi",
      "/cycles/generique/je",
      "/cycles-v2",
      "/acts",
      "/dev/test-acts",
      "/questions",
      "/love-words",
      "/forum",
      "/forum/nouveau",
      "/forum/bienvenue-sur-le-forum-dentraide",
      "/entraide",
    ];
    for (const route of routes) {
      const result = await client.get(route);
      expect([200, 302], `${route} answered ${result.status}`).toContain(result.status === 301 && route === "/login" ? 302 : result.status);
    }
  });

  it("has one login address: /login sends the browser, for good, to /auth/login with its query (issue 42)", async () => {
    const get = await new Client().get("/login?redirectTo=%2Fquestions");
    expect(get.status).toBe(301);
    expect(get.location).toBe("/auth/login?redirectTo=%2Fquestions");
    const post = await new Client().post("/login", { identifier: "x", password: "y" });
    expect(post.status).toBe(308);
    expect(post.location).toBe("/auth/login");
  });

  it("answers 404 with the spec's page for any other path", async () => {
    const result = await new Client().get("/cette-page-n-existe-pas");
    expect(result.status).toBe(404);
    expect(result.text).toContain("Page introuvable");
    expect(result.text).toMatch(/Retour à l(&#x27;|')accueil/);
    expect(result.text).not.toContain("Oops");
  });

  it("serves the local outbox only in local development", async () => {
    expect((await new Client().get("/dev/outbox")).status).toBe(200);
  });
});
