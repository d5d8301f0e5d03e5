/**
 * Issue 41, holes 4 and 5: the one return-address rule (app/auth/redirect.ts) at every place that reads
 * a return address. Dot segments ("/.//evil.example" resolves to the path "//evil.example") and a tab
 * encoded in `/hors-ligne?de=` once sent a browser to another site.
 */
import { describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, decodeHtml, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";

const DOT_SEGMENTS = [
  "/.//evil.example",
  "/.//evil.example/x?y#z",
  "/a/..//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/./\\evil.example",
  "/.\t//evil.example",
];

/** Where a browser goes with this address: it must be our origin. */
function staysHere(location: string | null) {
  return location !== null && new URL(location, BASE_URL).origin === new URL(BASE_URL).origin;
}

describe("return addresses with dot segments stay on the site", () => {
  it("POST /auth/login never answers Location: //evil.example", async () => {
    const identity = await createConfirmedUser("pointlog");
    for (const target of DOT_SEGMENTS) {
      const answer = await new Client().post("/auth/login", {
        identifier: identity.pseudo,
        password: identity.password,
        redirectTo: target,
      });
      expect(answer.status, JSON.stringify(target)).toBe(302);
      expect(staysHere(answer.location), `${JSON.stringify(target)} → ${answer.location}`).toBe(true);
    }
  });

  it("GET /auth/login keeps no foreign address in its form", async () => {
    for (const target of DOT_SEGMENTS) {
      const page = await new Client().get(`/auth/login?redirectTo=${encodeURIComponent(target)}`);
      const kept = /name="redirectTo" value="([^"]*)"/.exec(page.text)?.[1];
      if (kept !== undefined) expect(staysHere(decodeHtml(kept)), `${JSON.stringify(target)} kept as ${kept}`).toBe(true);
    }
  });

  it("POST /signaler goes back to this site only", async () => {
    const member = await signedIn(await createConfirmedUser("pointsig"));
    for (const target of DOT_SEGMENTS) {
      const answer = await member.post("/signaler", { itemType: "chat", itemId: "n-existe-pas", reason: "spam", redirectTo: target });
      expect(answer.status, JSON.stringify(target)).toBe(302);
      expect(staysHere(answer.location), `${JSON.stringify(target)} → ${answer.location}`).toBe(true);
    }
  });

  it("a sign-in link stores a return address of this site only", async () => {
    const identity = await createConfirmedUser("pointlien");
    await new Client().post("/auth/magic-link", { email: identity.email, redirectTo: "/.//evil.example" });
    const rows = query<{ redirect_to: string | null }>(
      `SELECT redirect_to FROM auth_tokens WHERE purpose = 'magiclink' AND user_id = (SELECT id FROM users WHERE email = ${sqlString(identity.email)})`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) if (row.redirect_to !== null) expect(staysHere(row.redirect_to), row.redirect_to).toBe(true);
  });
});

describe("/hors-ligne?de=: « Réessayer » stays on the site", () => {
  // The page's stored copy is shown at any `?de=`: « Réessayer » is drawn once the page runs (decision 0340,
  // React #418), through the one rule (app/offline/retry-target.test.ts; browser: device-two-accounts.spec.ts,
  // offline-words.spec.ts). The server's answer carries no such link, whatever `de` says.
  it.each(["/%09/evil.example", "/.//evil.example", "/%5C/evil.example", "%2F%2Fevil.example", "/forum"])("de=%s", async (de) => {
    const page = await new Client().get(`/hors-ligne?de=${de}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/>\s*Réessayer/);
    expect(page.text).not.toContain('evil.example"');
  });
});
