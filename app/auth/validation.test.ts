import { describe, expect, it } from "vitest";
import { loginSchema, parseIdentifier, profileSchema, safeRedirect, signupSchema } from "./validation";
import { parseForm } from "~/utils/forms";

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

describe("sign-up schema", () => {
  const valid = { pseudo: "camille_b", email: "c@exemple.fr", password: "un-long-secret" };
  it("accepts pseudo, e-mail and a 6+ character password", () => {
    const result = parseForm(signupSchema, form(valid));
    expect(result.success).toBe(true);
  });
  it("requires every field with a French message", () => {
    const result = parseForm(signupSchema, form({ pseudo: "", email: "", password: "" }));
    expect(result).toMatchObject({ success: false, errors: { pseudo: "Le pseudo est requis.", email: "L'email est requis.", password: "Le mot de passe est requis." } });
  });
  it("refuses a password under 6 characters and over 128", () => {
    expect(parseForm(signupSchema, form({ ...valid, password: "a1b2c" }))).toMatchObject({
      errors: { password: "Le mot de passe doit contenir au moins 6 caractères." },
    });
    expect(parseForm(signupSchema, form({ ...valid, password: "x".repeat(129) }))).toMatchObject({
      errors: { password: "Le mot de passe ne peut pas dépasser 128 caractères." },
    });
    expect(parseForm(signupSchema, form({ ...valid, password: "a1b2c3" })).success).toBe(true);
  });
  it("refuses the most common passwords", () => {
    for (const password of ["123456", "azerty", "MotDePasse", "password"]) {
      expect(parseForm(signupSchema, form({ ...valid, password })).success).toBe(false);
    }
  });
  it("refuses an invalid e-mail and a pseudo containing @", () => {
    expect(parseForm(signupSchema, form({ ...valid, email: "pas-un-email" }))).toMatchObject({ errors: { email: "Cette adresse email n'est pas valide." } });
    expect(parseForm(signupSchema, form({ ...valid, pseudo: "a@b" })).success).toBe(false);
  });
  it("keeps accented letters in a pseudo", () => {
    expect(parseForm(signupSchema, form({ ...valid, pseudo: "Hélène" })).success).toBe(true);
  });
});

describe("login schema: both fields are required", () => {
  it("refuses an empty identifier or password", () => {
    expect(parseForm(loginSchema, form({ identifier: " ", password: "x" })).success).toBe(false);
    expect(parseForm(loginSchema, form({ identifier: "camille", password: "" })).success).toBe(false);
    expect(parseForm(loginSchema, form({ identifier: "camille", password: "x" })).success).toBe(true);
  });
});

describe("profile schema: the display name (the picture is uploaded, app/avatars)", () => {
  it("keeps only the display name: an avatar URL is no longer taken from the form", () => {
    expect(parseForm(profileSchema, form({ displayName: "Cam", avatarUrl: "https://exemple.fr/a.png" }))).toEqual({ success: true, data: { displayName: "Cam" } });
  });
  it("requires a display name of at most 50 characters", () => {
    expect(parseForm(profileSchema, form({ displayName: " " })).success).toBe(false);
    expect(parseForm(profileSchema, form({ displayName: "x".repeat(51) })).success).toBe(false);
  });
});
