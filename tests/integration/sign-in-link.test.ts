/**
 * Issue 41 §4 (decision 0320): a link from an e-mail signs in only by the person's own click, on a
 * page that names the account; a sign-in link works only in the browser that asked for it; a
 * signed-in browser is never switched silently.
 */
import { describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, latestLink, newIdentity, signedIn } from "../support/client";
import { frenchTypography } from "~/utils/typography";

function linkParams(link: string) {
  const params = new URL(link, BASE_URL).searchParams;
  return { token: params.get("token")!, type: params.get("type")! };
}

const question = (pseudo: string) => frenchTypography(`Continuer en tant que ${pseudo} ?`);

describe("the callback page", () => {
  it("names the account and signs in on nothing but the POST of its button (no script submits it)", async () => {
    const identity = newIdentity("clic");
    await new Client().post("/auth/signup", identity);
    const link = await latestLink(identity.email, /Confirmez/);
    const visitor = new Client();
    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(question(identity.pseudo));
    expect(page.text).toContain(`Continuer en tant que ${identity.pseudo}</button>`);
    expect(visitor.cookies.has("rvi_session")).toBe(false);
    // Opened again and again, the page signs no one in.
    await visitor.get(link);
    expect((await visitor.get("/auth/profile")).status).toBe(302);
    // The page holds no timer that submits the form by itself.
    expect(page.text).not.toMatch(/requestSubmit|\.submit\(\)/);

    const clicked = await visitor.post("/auth/callback", linkParams(link));
    expect(clicked.status).toBe(200);
    expect(visitor.cookies.has("rvi_session")).toBe(true);
    expect((await visitor.get("/auth/profile")).status).toBe(200);
  });

  it("tells a signed-in browser that the link opens another account, and offers to stay", async () => {
    const owner = await createConfirmedUser("moi");
    const me = await signedIn(owner);
    const stranger = newIdentity("autre");
    await new Client().post("/auth/signup", stranger);
    const link = await latestLink(stranger.email, /Confirmez/);
    const page = await me.get(link);
    expect(page.text).toContain(question(stranger.pseudo));
    expect(page.text).toContain(`connecté en ce moment au compte ${owner.pseudo}`);
    expect(page.text).toContain(`Rester sur le compte ${owner.pseudo}`);
    // Still the owner: opening the page changed nothing.
    expect((await me.get("/auth/profile")).text).toContain(owner.email);

    // Continuing is a choice, and the owner's session then ends (it is not left behind).
    const before = me.cookies.get("rvi_session");
    await me.post("/auth/callback", linkParams(link));
    expect(me.cookies.get("rvi_session")).not.toBe(before);
    const stale = new Client();
    stale.cookies.set("rvi_session", before!);
    expect((await stale.get("/auth/profile")).status).toBe(302);
  });
});

describe("a sign-in link belongs to the browser that asked for it", () => {
  it("signs in there, and nowhere else (the forgery of issue 41 §2 fails)", async () => {
    const attacker = await createConfirmedUser("piege");
    const asking = new Client();
    await asking.post("/auth/magic-link", { email: attacker.email });
    const link = await latestLink(attacker.email, /lien de connexion/);

    // Someone else's browser, signed in to their own account, is made to open the link.
    const victim = await signedIn(await createConfirmedUser("cible"));
    const page = await victim.get(link);
    expect(page.text).toContain(frenchTypography("Ce lien de connexion a été demandé depuis un autre navigateur"));
    expect(page.text).not.toContain(attacker.pseudo);
    const forced = await victim.post("/auth/callback", linkParams(link));
    expect(forced.status).toBe(400);
    expect((await victim.get("/auth/profile")).text).not.toContain(attacker.email);

    // The link was not burnt by that attempt: the asking browser still uses it.
    expect((await asking.get(link)).text).toContain(question(attacker.pseudo));
    const used = await asking.post("/auth/callback", linkParams(link));
    expect(used.status).toBe(200);
    expect((await asking.get("/auth/profile")).text).toContain(attacker.email);
  });

  it("a second request from the same browser keeps the first link usable", async () => {
    const identity = await createConfirmedUser("deux");
    const asking = new Client();
    await asking.post("/auth/magic-link", { email: identity.email });
    const first = await latestLink(identity.email, /lien de connexion/);
    await asking.post("/auth/magic-link", { email: identity.email });
    expect((await asking.post("/auth/callback", linkParams(first))).status).toBe(200);
  });
});
