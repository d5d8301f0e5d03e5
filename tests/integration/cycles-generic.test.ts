/**
 * The generic cycles (issue 30 item 8, decision 0202): a theoretical cycle has nothing of the person to
 * keep, so the page offers no « Sauvegarder » and never says « Cycle sauvegardé avec succès ».
 */
import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";

describe("the generic cycles", () => {
  it("offer no save and never claim one, for a visitor or a signed-in person", async () => {
    for (const client of [new Client(), await signedIn(await createConfirmedUser("cycgen"))]) {
      for (const path of ["/cycles/generique/moi", "/cycles/generique/je"]) {
        const page = await client.get(path);
        expect(page.status).toBe(200);
        expect(page.text).toContain("Le cycle du");
        expect(page.text).not.toContain("Sauvegarder");
        const posted = await client.post(path, {});
        expect(posted.status, path).toBe(405);
        expect(posted.response.headers.get("Set-Cookie") ?? "").not.toContain("toast");
        const after = await client.get(path);
        expect(after.text).not.toContain("Cycle sauvegardé avec succès");
      }
    }
  });
});
