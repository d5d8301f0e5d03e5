/**
 * Form rules of the accounts area, one zod schema per form shared by the browser and the server
 * (spec 1, §5; decision 0130). Nothing here may reach the server only: the common-password list is
 * added by `validation.server.ts`, which extends these schemas for the actions.
 */
import { z } from "zod";

import { PASSWORD_MAX, PASSWORD_MIN, PSEUDO_MAX, PSEUDO_MIN } from "./limits";
export type Identifier = { kind: "email"; email: string } | { kind: "username"; username: string };

/** The sign-in identifier rule: with an "@" it is an e-mail, otherwise a pseudo. */
export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim();
  return value.includes("@") ? { kind: "email", email: value.toLowerCase() } : { kind: "username", username: value };
}

const email = z
  .string({ required_error: "L'e-mail est requis." })
  .trim()
  .min(1, "L'e-mail est requis.")
  .max(254, "Cette adresse e-mail est trop longue.")
  .email("Cette adresse e-mail n'est pas valide.")
  .transform((value) => value.toLowerCase());

/** The new-password rule the browser can check (length); the server adds the common-password list. */
export const passwordRule = z
  .string({ required_error: "Le mot de passe est requis." })
  .min(1, "Le mot de passe est requis.")
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
  .max(PASSWORD_MAX, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères.`);

export type PasswordRule = z.ZodType<string, z.ZodTypeDef, string>;

const MISMATCH = "Les deux mots de passe ne correspondent pas.";
const confirmField = z.string({ required_error: "Merci de confirmer le mot de passe." });

const pseudoSchema = z
  .string({ required_error: "Le pseudo est requis." })
  .trim()
  .min(1, "Le pseudo est requis.")
  .min(PSEUDO_MIN, `Le pseudo doit contenir au moins ${PSEUDO_MIN} caractères.`)
  .max(PSEUDO_MAX, `Le pseudo ne peut pas dépasser ${PSEUDO_MAX} caractères.`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, "Le pseudo ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas (_).")
  // A name of digits and dots alone reads as a number or an address (« 3114 », « 127.0.0.1 »), not as a person.
  .regex(/\p{L}/u, "Le pseudo doit contenir au moins une lettre.");

/** Sign-up: a pseudo, an e-mail and a new password (the server schema adds the common-password list). */
export function signupSchemaWith(password: PasswordRule) {
  return z.object({ pseudo: pseudoSchema, email, password });
}
export const signupSchema = signupSchemaWith(passwordRule);

export const loginSchema = z.object({
  identifier: z
    .string({ required_error: "L'e-mail ou le pseudo est requis." })
    .trim()
    .min(1, "L'e-mail ou le pseudo est requis.")
    .max(254, "L'e-mail ou le pseudo est trop long."),
  password: z
    .string({ required_error: "Le mot de passe est requis." })
    .min(1, "Le mot de passe est requis.")
    .max(PASSWORD_MAX, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères.`),
  redirectTo: z.string().optional(),
});

export const emailOnlySchema = z.object({ email, redirectTo: z.string().optional() });

/** The new password twice, after a recovery link. */
export function newPasswordSchemaWith(password: PasswordRule) {
  return z
    .object({ password, confirm: confirmField })
    .refine((value) => value.password === value.confirm, { path: ["confirm"], message: MISMATCH });
}
export const newPasswordSchema = newPasswordSchemaWith(passwordRule);

/** The profile's password change: the current password (checked under the login limits), then the new one twice. */
export function changeOwnPasswordSchemaWith(password: PasswordRule) {
  return z
    .object({
      current: z
        .string({ required_error: "Merci d'indiquer votre mot de passe actuel." })
        .min(1, "Merci d'indiquer votre mot de passe actuel."),
      password,
      confirm: confirmField,
    })
    .refine((value) => value.password === value.confirm, { path: ["confirm"], message: MISMATCH });
}
export const changeOwnPasswordSchema = changeOwnPasswordSchemaWith(passwordRule);

/** The fields a refused answer must never send back into the page. */
export const PASSWORD_FIELDS = ["password", "confirm", "current"];

/** The profile's text fields; the picture is uploaded on its own (app/avatars/, issue 17 §8). */
export const profileSchema = z.object({
  displayName: z
    .string({ required_error: "Le nom d'affichage est requis." })
    .trim()
    .min(1, "Le nom d'affichage est requis.")
    .max(50, "Le nom d'affichage ne peut pas dépasser 50 caractères.")
    .regex(/\p{L}/u, "Le nom d'affichage doit contenir au moins une lettre."),
});
