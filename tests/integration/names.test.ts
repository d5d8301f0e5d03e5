/**
 * Issue 41 §6 (decision 0322): pseudos are unique by their confusable skeleton, and a display name
 * may wear neither a staff word nor another person's pseudo.
 */
import { describe, expect, it } from "vitest";
import { BASE_URL, Client, createConfirmedUser, fetchRead, newIdentity, signedIn } from "../support/client";
import { query, sqlString } from "../support/db";
import { frenchTypography } from "~/utils/typography";
import { casedSkeleton, nameSkeleton } from "~/auth/names.server";

describe("pseudos nobody can copy", () => {
  it("refuses a pseudo that looks like another one (Cyrillic а beside a Latin a)", async () => {
    const original = await createConfirmedUser("sosie");
    const copy = newIdentity("x");
    const lookalike = original.pseudo.replace("o", "\u043e"); // Cyrillic о
    expect(lookalike).not.toBe(original.pseudo);
    const refused = await new Client().post("/auth/signup", { ...copy, pseudo: lookalike });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Ce pseudo ressemble trop à celui d'une autre personne");
    expect(query(`SELECT id FROM users WHERE email = ${sqlString(copy.email)}`)).toHaveLength(0);
  });

  it("refuses the seed's camille in Cyrillic, and keeps each new pseudo's skeleton", async () => {
    const refused = await new Client().post("/auth/signup", { ...newIdentity("c"), pseudo: "c\u0430mille" });
    expect(refused.status).toBe(400);
    const fresh = newIdentity("squelette");
    await new Client().post("/auth/signup", fresh);
    const [row] = query<{ username_skeleton: string }>(`SELECT username_skeleton FROM users WHERE email = ${sqlString(fresh.email)}`);
    expect(row!.username_skeleton).toBe(fresh.pseudo.toLowerCase().replaceAll("m", "rn").replaceAll("0", "o").replaceAll("1", "l"));
  });

  it("refuses another person's pseudo with a capital i for an l (« camiIle »), and a help line's number", async () => {
    const original = await createConfirmedUser("lilas");
    const copy = newIdentity("x");
    const lookalike = original.pseudo.replace("l", "I");
    expect(lookalike).not.toBe(original.pseudo);
    const refused = await new Client().post("/auth/signup", { ...copy, pseudo: lookalike });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(frenchTypography("Ce pseudo ressemble trop à celui d'une autre personne"));
    const line = await new Client().post("/auth/signup", { ...copy, pseudo: "SOS.3114" });
    expect(line.status).toBe(400);
    expect(line.text).toContain(frenchTypography("Ce nom contient le numéro d'une ligne d'aide."));
    const digits = await new Client().post("/auth/signup", { ...copy, pseudo: "127.0.0.1" });
    expect(digits.status).toBe(400);
    expect(digits.text).toContain("Le pseudo doit contenir au moins une lettre.");
    expect(query(`SELECT id FROM users WHERE email = ${sqlString(copy.email)}`)).toHaveLength(0);
  });

  it("whichever comes first, « camiIle » and « camille » do not both get in (the second skeleton is stored)", async () => {
    const first = newIdentity("lilas");
    const capital = { ...first, pseudo: first.pseudo.replace("l", "I") };
    expect((await new Client().post("/auth/signup", capital)).status).toBe(200);
    const [row] = query<{ username_skeleton: string; username_skeleton_cased: string }>(
      `SELECT username_skeleton, username_skeleton_cased FROM users WHERE email = ${sqlString(first.email)}`,
    );
    expect(row).toEqual({ username_skeleton: nameSkeleton(capital.pseudo), username_skeleton_cased: nameSkeleton(first.pseudo) });
    const second = newIdentity("x");
    const refused = await new Client().post("/auth/signup", { ...second, pseudo: first.pseudo });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(frenchTypography("Ce pseudo ressemble trop à celui d'une autre personne"));
    expect(query(`SELECT id FROM users WHERE email = ${sqlString(second.email)}`)).toHaveLength(0);
  });

  it("the nightly backfill gives a non-ASCII pseudo both skeletons, and the younger look-alike only the one it does not share", async () => {
    const tag = Date.now().toString(36);
    const older = { id: `ian-${tag}`, username: `ÉIan${tag}` };
    const younger = { id: `lan-${tag}`, username: `Élan${tag}` };
    for (const [user, at] of [
      [older, "2000-01-01T00:00:00.000Z"],
      [younger, "2000-01-01T00:00:01.000Z"],
    ] as const)
      query(
        `INSERT INTO users (id, email, username, username_key, created_at, updated_at) VALUES (${sqlString(user.id)}, ${sqlString(`${user.id}@exemple.test`)}, ${sqlString(user.username)}, ${sqlString(user.username.toLowerCase())}, ${sqlString(at)}, ${sqlString(at)})`,
      );
    expect((await fetchRead(`${BASE_URL}/__scheduled?cron=17+3+*+*+*`)).status).toBe(200);
    const skeletons = (id: string) =>
      query<{ username_skeleton: string | null; username_skeleton_cased: string | null }>(
        `SELECT username_skeleton, username_skeleton_cased FROM users WHERE id = ${sqlString(id)}`,
      )[0];
    await expect.poll(() => skeletons(younger.id)?.username_skeleton, { timeout: 10_000 }).toBe(nameSkeleton(younger.username));
    expect(casedSkeleton(older.username)).toBe(casedSkeleton(younger.username));
    expect(skeletons(older.id)).toEqual({
      username_skeleton: nameSkeleton(older.username),
      username_skeleton_cased: casedSkeleton(older.username),
    });
    expect(skeletons(younger.id)!.username_skeleton_cased).toBeNull();
  });

  it("refuses a staff word as a new pseudo", async () => {
    const refused = await new Client().post("/auth/signup", { ...newIdentity("s"), pseudo: "m0derateur" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Ce pseudo est réservé à l'équipe.");
  });
});

describe("display names", () => {
  it("a member may not take « moderateur », « Modérateur » nor « l'équipe »", async () => {
    const member = await signedIn(await createConfirmedUser("membre"));
    for (const displayName of ["moderateur", "Modérateur", "L'équipe", "admin"]) {
      const refused = await member.post("/auth/profile", { displayName });
      expect(refused.status, displayName).toBe(400);
      expect(refused.text).toContain("Ce nom est réservé à l'équipe de modération.");
    }
    const fine = await member.post("/auth/profile", { displayName: "Camomille" });
    expect(fine.status).toBe(302);
  });

  it("a member may not take the look of another person's pseudo, but keeps their own", async () => {
    const other = await createConfirmedUser("autrui");
    const identity = await createConfirmedUser("soi");
    const member = await signedIn(identity);
    const refused = await member.post("/auth/profile", { displayName: other.pseudo.toUpperCase() });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(frenchTypography("Ce nom ressemble au pseudo d'une autre personne."));
    expect((await member.post("/auth/profile", { displayName: identity.pseudo })).status).toBe(302);
  });

  it("a member may not pass for another person with a capital i, nor for a help line", async () => {
    const other = await createConfirmedUser("lilas");
    const member = await signedIn(await createConfirmedUser("soi"));
    const refused = await member.post("/auth/profile", { displayName: other.pseudo.replace("l", "I") });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(frenchTypography("Ce nom ressemble au pseudo d'une autre personne."));
    for (const displayName of ["Écoute 3114", "SOS Amitié 112"]) {
      const line = await member.post("/auth/profile", { displayName });
      expect(line.status, displayName).toBe(400);
      expect(line.text).toContain(frenchTypography("Ce nom contient le numéro d'une ligne d'aide."));
    }
    const digits = await member.post("/auth/profile", { displayName: "3114" });
    expect(digits.status).toBe(400);
    expect(digits.text).toContain("Le nom d'affichage doit contenir au moins une lettre.");
  });

  it("staff keep their words: the moderator may be called « Modérateur »", async () => {
    const moderator = await signedIn({ pseudo: "moderateur", password: "motdepasse-demo" });
    expect((await moderator.post("/auth/profile", { displayName: "Modérateur" })).status).toBe(302);
  });
});
