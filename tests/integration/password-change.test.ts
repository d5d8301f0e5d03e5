import { describe, expect, it } from "vitest";
import { Client, createConfirmedUser, signedIn } from "../support/client";

/** Issue 17 §8: changing one's password from the profile ends every other session. */
describe("changer son mot de passe depuis le profil", () => {
  it("exige le bon mot de passe actuel, puis déconnecte les autres appareils et garde celui-ci", async () => {
    const identity = await createConfirmedUser("pwd");
    const [here, elsewhere] = await Promise.all([signedIn(identity), signedIn(identity)]);
    const next = "un-tout-nouveau-secret-42";

    const wrong = await here.post("/auth/profile", { intent: "password", current: "pas-le-bon", password: next, confirm: next });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Le mot de passe actuel ne correspond pas.");
    expect(wrong.text).not.toContain(next);
    expect((await elsewhere.get("/auth/profile")).status).toBe(200);

    const mismatch = await here.post("/auth/profile", { intent: "password", current: identity.password, password: next, confirm: "autre" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain("Les deux mots de passe ne correspondent pas.");

    const changed = await here.post("/auth/profile", { intent: "password", current: identity.password, password: next, confirm: next });
    expect(changed.status).toBe(302);
    const profile = await here.get("/auth/profile");
    expect(profile.status).toBe(200);
    expect(profile.text).toContain("Mot de passe modifié");

    expect((await elsewhere.get("/auth/profile")).status).toBe(302);
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password })).status).not.toBe(302);
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: next })).status).toBe(302);
  });

  it("les limites de connexion s'appliquent à la vérification du mot de passe actuel", async () => {
    const identity = await createConfirmedUser("pwdlim");
    const client = await signedIn(identity);
    const next = "un-tout-nouveau-secret-43";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post("/auth/profile", { intent: "password", current: `faux-${i}`, password: next, confirm: next })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    // The right password no longer helps once the limit is reached from this address.
    const limited = await client.post("/auth/profile", { intent: "password", current: identity.password, password: next, confirm: next });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Trop de tentatives de connexion.");
    expect((await new Client().post("/auth/login", { identifier: identity.pseudo, password: identity.password })).status).toBe(302);
  });
});
