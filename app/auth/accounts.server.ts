/** Account services: sign-up, password login, e-mail links, recovery and profile. */
import { eq, or, sql } from "drizzle-orm";
import { passwords, profiles, users } from "#db/schema";
import { confirmationEmail, existingAccountEmail, magicLinkEmail, recoveryEmail } from "~/emails/templates";
import type { Db } from "~/utils/db.server";
import type { EmailTransport } from "~/utils/email.server";
import { forgiveAttemptsStatements, loginAttemptInBatch, typedAccount } from "./login-limits.server";
import { AUTH_MESSAGES } from "./messages";
import { casedSkeleton, nameSkeleton, pseudoRefusal, skeletonsTaken } from "./names.server";
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from "./password.server";
import { createAuthToken } from "./tokens.server";
import { parseIdentifier } from "./validation";

function callbackUrl(origin: string, token: string, type: "signup" | "magiclink" | "recovery") {
  return `${origin}/auth/callback?token=${encodeURIComponent(token)}&type=${type}`;
}

/** `userId` is null when the address already had an account: its owner was told by e-mail, the visitor is not. */
export type SignupResult = { ok: true; userId: string | null } | { ok: false; field: "pseudo"; message: string };

const PSEUDO_TAKEN = "Ce pseudo est déjà utilisé. Choisissez-en un autre.";

/**
 * Creates an account and sends its confirmation link. A taken pseudo is said (pseudos are public on
 * the forum); a taken e-mail is not: the visitor sees the same answer as a fresh sign-up, after the same
 * work, and the address's owner gets an e-mail saying someone tried (decision 0162).
 */
export async function signUp(
  db: Db,
  mailer: EmailTransport,
  origin: string,
  input: { pseudo: string; email: string; password: string },
): Promise<SignupResult> {
  const usernameKey = input.pseudo.toLowerCase();
  const taken = await db
    .select({ email: users.email, usernameKey: users.usernameKey })
    .from(users)
    .where(eq(users.usernameKey, usernameKey))
    .union(db.select({ email: users.email, usernameKey: users.usernameKey }).from(users).where(eq(users.email, input.email)));
  if (taken.some((row) => row.usernameKey === usernameKey)) return { ok: false, field: "pseudo", message: PSEUDO_TAKEN };
  // A staff word, or another person's look-alike (decision 0322): said, as a taken pseudo is.
  const refusal = await pseudoRefusal(db, input.pseudo);
  if (refusal) return { ok: false, field: "pseudo", message: refusal };
  const usernameSkeleton = nameSkeleton(input.pseudo);
  const usernameSkeletonCased = casedSkeleton(input.pseudo);
  const hash = await hashPassword(input.password);
  if (taken.length > 0) return tellOwner(db, mailer, origin, input.email);
  const userId = crypto.randomUUID();
  try {
    // One atomic batch: a user never exists without profile and password.
    await db.batch([
      db
        .insert(users)
        .values({ id: userId, email: input.email, username: input.pseudo, usernameKey, usernameSkeleton, usernameSkeletonCased }),
      db.insert(profiles).values({ id: userId, displayName: input.pseudo, role: "user" }),
      db.insert(passwords).values({ userId, hash }),
    ]);
  } catch (error) {
    // Two sign-ups racing for the same pseudo or e-mail: the unique index decides.
    if (String(error).includes("UNIQUE")) {
      const pseudoTaken = await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.usernameKey, usernameKey), skeletonsTaken([usernameSkeleton, usernameSkeletonCased])))
        .get();
      return pseudoTaken ? { ok: false, field: "pseudo", message: PSEUDO_TAKEN } : tellOwner(db, mailer, origin, input.email);
    }
    throw error;
  }
  await sendConfirmation(db, mailer, origin, { id: userId, email: input.email, username: input.pseudo });
  return { ok: true, userId };
}

/** Someone signed up with an address that has an account: its owner is told, with a way in. */
async function tellOwner(db: Db, mailer: EmailTransport, origin: string, email: string): Promise<SignupResult> {
  const owner = await db.select({ username: users.username }).from(users).where(eq(users.email, email)).get();
  if (owner) await mailer.send(existingAccountEmail(email, owner.username, `${origin}/auth/login`, `${origin}/auth/forgot-password`));
  return { ok: true, userId: null };
}

async function sendConfirmation(db: Db, mailer: EmailTransport, origin: string, user: { id: string; email: string; username: string }) {
  const token = await createAuthToken(db, { userId: user.id, purpose: "signup" });
  await mailer.send(confirmationEmail(user.email, user.username, callbackUrl(origin, token, "signup")));
}

export type LoginFailure = {
  ok: false;
  title: string;
  message: string;
  /** Correct password, e-mail not yet confirmed: the form offers to resend the link. */
  unconfirmedEmail?: string;
  /** Too many tries: answered 429 with this Retry-After. */
  retryAfterSeconds?: number;
};
export type LoginResult = { ok: true; userId: string } | LoginFailure;

const invalidCredentials: LoginFailure = {
  ok: false,
  title: AUTH_MESSAGES.loginErrorTitle,
  message: AUTH_MESSAGES.invalidCredentials,
};

/** Where an account has the typed pseudo or e-mail ("@" decides). */
function hasIdentifier(identifier: string) {
  const parsed = parseIdentifier(identifier);
  return parsed.kind === "email" ? eq(users.email, parsed.email) : eq(users.usernameKey, parsed.username.toLowerCase());
}

/**
 * Password login by e-mail or pseudo ("@" decides), limited per typed identifier and address
 * (login-limits.server.ts). The account and the try's count are one round trip, the forgiven tries a
 * second. A refused try says when to try again. An unknown pseudo or e-mail and a wrong password get the
 * same answer after the same work (decision 0162).
 */
export async function loginWithPassword(
  db: Db,
  input: { identifier: string; password: string; ip: string },
  now = new Date(),
): Promise<LoginResult> {
  const match = hasIdentifier(input.identifier);
  const who = typedAccount(input.identifier, sql`(${db.select({ id: users.id }).from(users).where(match)})`);
  const attempt = loginAttemptInBatch(db, who, input.ip, crypto.randomUUID(), now);
  const [found, ...counted] = await db.batch([
    db
      .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt, hash: passwords.hash })
      .from(users)
      .leftJoin(passwords, eq(passwords.userId, users.id))
      .where(match),
    ...attempt.statements,
  ]);
  const tried = attempt.result(counted);
  if (!tried.allowed) {
    return {
      ok: false,
      title: AUTH_MESSAGES.loginErrorTitle,
      message: AUTH_MESSAGES.tooManyAttempts,
      retryAfterSeconds: tried.retryAfterSeconds,
    };
  }
  const [user] = found;
  const matches = await verifyPassword(input.password, user?.hash ?? UNMATCHABLE_HASH);
  if (!user || !user.hash || !matches) return invalidCredentials;
  await db.batch(forgiveAttemptsStatements(db, who, user.id, input.ip, crypto.randomUUID(), now));
  if (!user.emailConfirmedAt) return { ...invalidCredentials, unconfirmedEmail: user.email };
  return { ok: true, userId: user.id };
}

/** Sends a one-time sign-in link when the address has an account; silent otherwise. */
export async function requestMagicLink(
  db: Db,
  mailer: EmailTransport,
  origin: string,
  input: { email: string; redirectTo: string | null; browserHash: string | null },
) {
  const user = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get();
  if (!user) return;
  const token = await createAuthToken(db, {
    userId: user.id,
    purpose: "magiclink",
    redirectTo: input.redirectTo,
    browserHash: input.browserHash,
  });
  await mailer.send(magicLinkEmail(input.email, callbackUrl(origin, token, "magiclink")));
}

export async function requestRecovery(db: Db, mailer: EmailTransport, origin: string, email: string) {
  const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (!user) return;
  const token = await createAuthToken(db, { userId: user.id, purpose: "recovery" });
  await mailer.send(recoveryEmail(email, callbackUrl(origin, token, "recovery")));
}

export async function resendConfirmation(db: Db, mailer: EmailTransport, origin: string, email: string) {
  const user = await db.select().from(users).where(eq(users.email, email)).get();
  if (!user || user.emailConfirmedAt) return;
  await sendConfirmation(db, mailer, origin, user);
}

export async function confirmEmail(db: Db, userId: string) {
  const now = new Date().toISOString();
  const user = await db.select({ confirmed: users.emailConfirmedAt }).from(users).where(eq(users.id, userId)).get();
  if (user && !user.confirmed) await db.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** The profile's change, as a statement a batch can hold. */
export function updateProfileStatement(db: Db, userId: string, input: { displayName: string }) {
  return db
    .update(profiles)
    .set({ displayName: input.displayName, updatedAt: new Date().toISOString() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
}
