/**
 * One way to read a session (issue 55 item 3, decision 0468): `readWithSession` alone, or `{ require }`d,
 * answers as the readers it replaced did (requireUser's login redirect, requireModerator's 403,
 * requireAnonymous's way home), and the root's read and the page's share one D1 round trip.
 */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";

const COUNT = { "X-Test-Count-D1": "1" };

/** A page read with its D1 round trips counted (local hook, app/utils/fault-injection.server.ts). */
async function counted(client: Client, path: string) {
  const response = await client.request(path, { headers: COUNT });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    roundTrips: Number(response.headers.get("X-Test-D1-Round-Trips")),
    text: decodeHtml(await response.text()),
  };
}

describe("readWithSession's session-only forms", () => {
  it("a role required: the login redirect without a cookie (no round trip), the one 403 without the role", async () => {
    const visitor = await counted(new Client(), "/moderation");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth/login?redirectTo=%2Fmoderation");
    expect(visitor.roundTrips).toBe(0);

    const member = await signedIn(await createConfirmedUser("rdr"));
    const refused = await counted(member, "/moderation");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Accès réservé aux modérateurs.");

    // An admin has the moderator's rights.
    const admin = await signedIn({ pseudo: "admin", password: "motdepasse-demo" });
    expect((await admin.get("/moderation")).status).toBe(200);
  });

  it("a session required: the login redirect with the page's address", async () => {
    const page = await counted(new Client(), "/auth/profile?onglet=1");
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/auth/login?redirectTo=${encodeURIComponent("/auth/profile?onglet=1")}`);
    expect(page.roundTrips).toBe(0);
  });

  it("the sign-in screens stay open to a signed-in person, who is told whose account is open here (decision 0473)", async () => {
    const identity = await createConfirmedUser("rdra");
    const member = await signedIn(identity);
    for (const path of ["/auth/login", "/auth/signup", "/auth/magic-link"]) {
      const page = await member.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`Le compte ${identity.pseudo} est ouvert sur ce navigateur`);
      const visitor = await new Client().get(path);
      expect(visitor.status, path).toBe(200);
      expect(visitor.text, path).not.toContain("est ouvert sur ce navigateur");
    }
  });

  it("the root's read and the page's share one round trip", async () => {
    const member = await signedIn(await createConfirmedUser("rdrs"));
    await member.get("/forum/nouveau"); // the browser's first sight noted (one small write)
    const page = await counted(member, "/forum/nouveau");
    expect(page.status).toBe(200);
    expect(page.roundTrips).toBe(1);
    expect(page.text).toContain('href="/auth/profile"'); // the root knew who was signed in
  });
});
