/** Form rules of the accounts area, shared by server actions and forms (spec 1, §5). */
import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

import { PASSWORD_MAX, PASSWORD_MIN, PSEUDO_MAX, PSEUDO_MIN } from "./limits";
export { safeRedirect } from "./redirect";

export { PASSWORD_MAX, PASSWORD_MIN, PSEUDO_MAX, PSEUDO_MIN };

export type Identifier = { kind: "email"; email: string } | { kind: "username"; username: string };

/** The sign-in identifier rule: with an "@" it is an e-mail, otherwise a pseudo. */
export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim();
  return value.includes("@")
    ? { kind: "email", email: value.toLowerCase() }
    : { kind: "username", username: value };
}

const email = z
  .string({ required_error: "L'email est requis." })
  .trim()
  .min(1, "L'email est requis.")
  .max(254, "Cette adresse email est trop longue.")
  .email("Cette adresse email n'est pas valide.")
  .transform((value) => value.toLowerCase());

const password = z
  .string({ required_error: "Le mot de passe est requis." })
  .min(1, "Le mot de passe est requis.")
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`)
  .max(PASSWORD_MAX, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères.`)
  .refine((value) => !isCommonPassword(value), {
    message: "Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.",
  });

export const pseudoSchema = z
  .string({ required_error: "Le pseudo est requis." })
  .trim()
  .min(1, "Le pseudo est requis.")
  .min(PSEUDO_MIN, `Le pseudo doit contenir au moins ${PSEUDO_MIN} caractères.`)
  .max(PSEUDO_MAX, `Le pseudo ne peut pas dépasser ${PSEUDO_MAX} caractères.`)
  .regex(
    /^[\p{L}\p{N}_.-]+$/u,
    "Le pseudo ne peut contenir que des lettres, des chiffres, des points, des tirets et des underscores.",
  );

export const signupSchema = z.object({ pseudo: pseudoSchema, email, password });

export const loginSchema = z.object({
  identifier: z.string().trim().min(1, "L'email ou le pseudo est requis.").max(254),
  password: z.string().min(1, "Le mot de passe est requis.").max(PASSWORD_MAX),
  redirectTo: z.string().optional(),
});

export const emailOnlySchema = z.object({ email, redirectTo: z.string().optional() });

export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "Les deux mots de passe ne correspondent pas.",
  });

/** The profile's password change: the current password (checked under the login limits), then the new one twice. */
export const changeOwnPasswordSchema = z
  .object({ current: z.string().min(1, "Merci d'indiquer votre mot de passe actuel."), password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ["confirm"],
    message: "Les deux mots de passe ne correspondent pas.",
  });

/** The profile's text fields; the picture is uploaded on its own (app/avatars/, issue 17 §8). */
export const profileSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, "Le nom d'affichage est requis.")
    .max(50, "Le nom d'affichage ne peut pas dépasser 50 caractères."),
});

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
