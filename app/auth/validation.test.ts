import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import {
  changeOwnPasswordSchema,
  loginSchema,
  newPasswordSchema,
  parseIdentifier,
  PASSWORD_FIELDS,
  profileSchema,
  signupSchema,
} from "./validation";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("sign-in identifier: with an « @ » it is an e-mail, otherwise a pseudo", () => {
  it("treats a value with @ as an e-mail, lower-cased and trimmed", () => {
    expect(parseIdentifier("  Camille@Rendez-Vous.test ")).toEqual({ kind: "email", email: "camille@rendez-vous.test" });
  });
  it("treats a value without @ as a pseudo, keeping its case", () => {
    expect(parseIdentifier(" Camille ")).toEqual({ kind: "username", username: "Camille" });
  });
});

/** What conform's parser says for a form: the value, or the first French message of each field. */
function check<S extends z.ZodTypeAny>(schema: S, values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema });
  if (submission.status === "success") return { ok: true as const, value: submission.value as z.output<S> };
  const errors: Record<string, string | undefined> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) errors[name] = messages?.[0];
  return { ok: false as const, errors };
}

describe("sign-up schema (browser: lengths and characters; server: also the common passwords)", () => {
  const valid = { pseudo: "camille_b", email: "c@exemple.fr", password: "un-long-secret" };
  it("accepts pseudo, e-mail and a 6+ character password", () => {
    expect(check(signupSchema, valid)).toMatchObject({ ok: true, value: valid });
  });
  it("requires every field with a French message, even when conform sends them as empty", () => {
    expect(check(signupSchema, { pseudo: "", email: "", password: "" })).toEqual({
      ok: false,
      errors: { pseudo: "Le pseudo est requis.", email: "L'e-mail est requis.", password: "Le mot de passe est requis." },
    });
    expect(check(signupSchema, { pseudo: "   ", email: valid.email, password: valid.password })).toMatchObject({
      errors: { pseudo: "Le pseudo est requis." },
    });
  });
  it("refuses a password under 6 characters and over 128, accepts 6 and 128", () => {
    expect(check(signupSchema, { ...valid, password: "a1b2c" })).toMatchObject({
      errors: { password: "Le mot de passe doit contenir au moins 6 caractères." },
    });
    expect(check(signupSchema, { ...valid, password: "x".repeat(129) })).toMatchObject({
      errors: { password: "Le mot de passe ne peut pas dépasser 128 caractères." },
    });
    expect(check(signupSchema, { ...valid, password: "a1b2c3" }).ok).toBe(true);
    expect(check(signupSchema, { ...valid, password: "x".repeat(128) }).ok).toBe(true);
  });
  it("refuses a pseudo under 2 or over 30 characters", () => {
    expect(check(signupSchema, { ...valid, pseudo: "a" })).toMatchObject({
      errors: { pseudo: "Le pseudo doit contenir au moins 2 caractères." },
    });
    expect(check(signupSchema, { ...valid, pseudo: "a".repeat(31) })).toMatchObject({
      errors: { pseudo: "Le pseudo ne peut pas dépasser 30 caractères." },
    });
    expect(check(signupSchema, { ...valid, pseudo: "ab" }).ok).toBe(true);
    expect(check(signupSchema, { ...valid, pseudo: "a".repeat(30) }).ok).toBe(true);
  });
  it("does not know the common passwords: the browser never downloads the list", () => {
    expect(check(signupSchema, { ...valid, password: "azerty" }).ok).toBe(true);
  });
  it("refuses an invalid e-mail and a pseudo containing @", () => {
    expect(check(signupSchema, { ...valid, email: "pas-un-email" })).toMatchObject({
      errors: { email: "Cette adresse e-mail n'est pas valide." },
    });
    expect(check(signupSchema, { ...valid, pseudo: "a@b" })).toMatchObject({
      errors: { pseudo: "Le pseudo ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas (_)." },
    });
  });
  it("refuses a pseudo without a letter: « 3114 » or « 127.0.0.1 » reads as a number or an address", () => {
    for (const pseudo of ["3114", "127.0.0.1", "06-12-34", "__"])
      expect(check(signupSchema, { ...valid, pseudo }), pseudo).toMatchObject({
        errors: { pseudo: "Le pseudo doit contenir au moins une lettre." },
      });
    expect(check(signupSchema, { ...valid, pseudo: "lea.2" }).ok).toBe(true);
  });
  it("keeps accented letters in a pseudo and lower-cases the e-mail", () => {
    expect(check(signupSchema, { ...valid, pseudo: "Hélène", email: " C@Exemple.FR " })).toMatchObject({
      ok: true,
      value: { pseudo: "Hélène", email: "c@exemple.fr" },
    });
  });
});

describe("login schema: both fields are required", () => {
  it("refuses an empty identifier or password, in French", () => {
    expect(check(loginSchema, { identifier: " ", password: "x" })).toEqual({
      ok: false,
      errors: { identifier: "L'e-mail ou le pseudo est requis." },
    });
    expect(check(loginSchema, { identifier: "", password: "x" })).toEqual({
      ok: false,
      errors: { identifier: "L'e-mail ou le pseudo est requis." },
    });
    expect(check(loginSchema, { identifier: "camille", password: "" })).toEqual({
      ok: false,
      errors: { password: "Le mot de passe est requis." },
    });
    expect(check(loginSchema, { identifier: "camille", password: "x" }).ok).toBe(true);
  });
  it("refuses an identifier over 254 characters and a password over 128", () => {
    expect(check(loginSchema, { identifier: "x".repeat(255), password: "x" })).toMatchObject({
      errors: { identifier: "L'e-mail ou le pseudo est trop long." },
    });
    expect(check(loginSchema, { identifier: "x".repeat(254), password: "x" }).ok).toBe(true);
    expect(check(loginSchema, { identifier: "camille", password: "x".repeat(129) })).toMatchObject({
      errors: { password: "Le mot de passe ne peut pas dépasser 128 caractères." },
    });
  });
  it("carries the return address as typed (safeRedirect checks it after)", () => {
    expect(check(loginSchema, { identifier: "camille", password: "x", redirectTo: "/forum" })).toMatchObject({
      value: { redirectTo: "/forum" },
    });
  });
});

describe("new password after a recovery link", () => {
  it("wants the two passwords equal, said beside the confirmation", () => {
    expect(check(newPasswordSchema, { password: "un-long-secret", confirm: "autre" })).toEqual({
      ok: false,
      errors: { confirm: "Les deux mots de passe ne correspondent pas." },
    });
    expect(check(newPasswordSchema, { password: "un-long-secret", confirm: "" })).toEqual({
      ok: false,
      errors: { confirm: "Merci de confirmer le mot de passe." },
    });
    expect(check(newPasswordSchema, { password: "court", confirm: "court" })).toMatchObject({
      errors: { password: "Le mot de passe doit contenir au moins 6 caractères." },
    });
    expect(check(newPasswordSchema, { password: "un-long-secret", confirm: "un-long-secret" }).ok).toBe(true);
  });
});

describe("password change from the profile", () => {
  it("asks for the current password, then the new one twice", () => {
    expect(check(changeOwnPasswordSchema, { current: "", password: "un-long-secret", confirm: "un-long-secret" })).toEqual({
      ok: false,
      errors: { current: "Merci d'indiquer votre mot de passe actuel." },
    });
    expect(check(changeOwnPasswordSchema, { current: "ancien", password: "un-long-secret", confirm: "un-autre" })).toEqual({
      ok: false,
      errors: { confirm: "Les deux mots de passe ne correspondent pas." },
    });
    expect(check(changeOwnPasswordSchema, { current: "ancien", password: "un-long-secret", confirm: "un-long-secret" }).ok).toBe(true);
  });
  it("never lists a password among the fields a refusal may send back", () => {
    expect(PASSWORD_FIELDS).toEqual(expect.arrayContaining(["password", "confirm", "current"]));
  });
});

describe("profile schema: the display name (the picture is uploaded, app/avatars)", () => {
  it("keeps only the display name: an avatar URL is no longer taken from the form", () => {
    expect(check(profileSchema, { displayName: "Cam", avatarUrl: "https://exemple.fr/a.png" })).toEqual({
      ok: true,
      value: { displayName: "Cam" },
    });
  });
  it("requires a display name of at most 50 characters", () => {
    expect(check(profileSchema, { displayName: " " })).toEqual({ ok: false, errors: { displayName: "Le nom d'affichage est requis." } });
    expect(check(profileSchema, { displayName: "" })).toEqual({ ok: false, errors: { displayName: "Le nom d'affichage est requis." } });
    expect(check(profileSchema, { displayName: "x".repeat(51) })).toEqual({
      ok: false,
      errors: { displayName: "Le nom d'affichage ne peut pas dépasser 50 caractères." },
    });
    expect(check(profileSchema, { displayName: "x".repeat(50) }).ok).toBe(true);
  });
  it("requires at least one letter: a number is not a name", () => {
    for (const displayName of ["3114", "127.0.0.1", "15 - 112"])
      expect(check(profileSchema, { displayName }), displayName).toEqual({
        ok: false,
        errors: { displayName: "Le nom d'affichage doit contenir au moins une lettre." },
      });
    expect(check(profileSchema, { displayName: "Léa 2" }).ok).toBe(true);
  });
});
