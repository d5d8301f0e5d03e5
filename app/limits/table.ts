/**
 * Every limit of the app, in one table (issue 41, decision 0300). A limit counts one or more parts,
 * each a separate typed field, never a string to search in:
 * - `account`: a signed-in person's id (such counters go with the account when it is deleted);
 * - `identifier`: what someone typed to sign in (a pseudo or an e-mail, lower-cased);
 * - `client`: the client's address (`clientAddress`, app/limits/client.server.ts);
 * - `recipient`: the address an e-mail goes to.
 * A window is a fixed span from the first counted hit, or Paris's calendar day (`parisDay`).
 * Enforced by `limit()` (limits.server.ts); `post.client` by Cloudflare's rate-limiting binding
 * (`[[ratelimits]]` in wrangler.toml: its numbers are written there too, decision 0301).
 */
import { withFrenchTypography } from "~/utils/typography";
import { ASSISTANT_DAILY_LIMIT, CHAT_SEND_INTERVAL_MS, FEATURE_LIMIT_MESSAGES } from "./feature-limits";

export type CountedPart = "account" | "identifier" | "client" | "recipient";

export type LimitRule = {
  readonly counts: readonly CountedPart[];
  readonly windowMs: number;
  /** The window is the Paris calendar day (the assistant's quota); `windowMs` then bounds its life. */
  readonly parisDay?: true;
  readonly max: number;
  readonly message: string;
  /** Counted by Cloudflare's rate-limiting binding instead of D1 (`windowMs` 10 or 60 s only). */
  readonly binding?: "POST_LIMITER";
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const M = withFrenchTypography({
  login: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.",
  signup: "Trop d'inscriptions depuis cette connexion. Veuillez réessayer dans une heure.",
  // E-mail requests answer "sent" whatever happens (nobody learns whether an address has an account):
  // these messages are for the logs and the table, never shown beside an address.
  email: "Trop d'e-mails pour cette adresse. Veuillez réessayer dans une heure.",
  chat: "Veuillez attendre 3 secondes entre chaque message.",
  thread:
    "Vous avez ouvert plusieurs discussions en peu de temps. Prenez un moment, puis réessayez un peu plus tard\u00a0: votre texte est gardé.",
  reply:
    "Vous avez répondu plusieurs fois en peu de temps. Prenez un moment, puis réessayez dans quelques minutes\u00a0: votre réponse est gardée.",
  report:
    "Vous avez envoyé beaucoup de signalements en peu de temps. Merci\u202f! Réessayez un peu plus tard\u00a0: votre texte est gardé.",
  bonbon: "Vous avez reçu beaucoup de citations aujourd'hui. Revenez demain pour une nouvelle.",
  post: "Trop de demandes en peu de temps. Patientez quelques secondes, puis réessayez.",
});

export const LIMITS = {
  /** Password login (decision 0162): one typed identifier from one address, 5 per 15 min then 20 per day… */
  "login.pair": { counts: ["identifier", "client"], windowMs: 15 * MINUTE, max: 5, message: M.login },
  "login.pairDay": { counts: ["identifier", "client"], windowMs: DAY, max: 20, message: M.login },
  /** …30 tries per 15 min from one address, whatever is typed… */
  "login.client": { counts: ["client"], windowMs: 15 * MINUTE, max: 30, message: M.login },
  /** …and 100 per hour against one identifier, which an address known to the account does not count against. */
  "login.identifier": { counts: ["identifier"], windowMs: HOUR, max: 100, message: M.login },
  /** Not a limit but a mark: this address has signed in to this account with its password (30 days). */
  "login.known": { counts: ["account", "client"], windowMs: 30 * DAY, max: 1, message: M.login },
  /** New accounts from one address. */
  "signup.client": { counts: ["client"], windowMs: HOUR, max: 5, message: M.signup },
  /** Every account e-mail to one address (confirmation, « existe déjà », recovery, sign-in link). */
  "email.recipient": { counts: ["recipient"], windowMs: HOUR, max: 6, message: M.email },
  /**
   * Reminders' and letters' e-mails to one address: a budget of their own (decision 0474), so that notices
   * never use up a person's sign-in links. Past it, the notice is recorded as not sent (« dropped »).
   */
  "notice.email": { counts: ["recipient"], windowMs: HOUR, max: 10, message: M.email },
  /** Recovery and sign-in links: per address asked for from one client, and per client whatever it asks for. */
  "recovery.pair": { counts: ["recipient", "client"], windowMs: HOUR, max: 3, message: M.email },
  "recovery.client": { counts: ["client"], windowMs: HOUR, max: 10, message: M.email },
  "magiclink.pair": { counts: ["recipient", "client"], windowMs: HOUR, max: 3, message: M.email },
  "magiclink.client": { counts: ["client"], windowMs: HOUR, max: 10, message: M.email },
  /** « Renvoyer l'e-mail de confirmation » from the login page. */
  "confirmation.client": { counts: ["client"], windowMs: HOUR, max: 10, message: M.email },
  /** The chat: one message per 3 seconds (spec 1 §9). */
  "chat.message": { counts: ["account"], windowMs: CHAT_SEND_INTERVAL_MS, max: 1, message: M.chat },
  /** The forum: new threads and replies. */
  "forum.thread": { counts: ["account"], windowMs: HOUR, max: 15, message: M.thread },
  "forum.reply": { counts: ["account"], windowMs: 5 * MINUTE, max: 15, message: M.reply },
  /** « Signaler ». */
  "report.account": { counts: ["account"], windowMs: HOUR, max: 20, message: M.report },
  /** The assistant's messages per Paris day (an image costs more, IMAGE_COST). */
  "assistant.day": {
    counts: ["account"],
    windowMs: 2 * DAY,
    parisDay: true,
    max: ASSISTANT_DAILY_LIMIT,
    message: FEATURE_LIMIT_MESSAGES.assistantDay,
  },
  /** « Bonbon » quotes per day: per person, or per address for a visitor. */
  "bonbon.account": { counts: ["account"], windowMs: DAY, max: 20, message: M.bonbon },
  "bonbon.client": { counts: ["client"], windowMs: DAY, max: 20, message: M.bonbon },
  /** Every POST from one address, before anything else (server.ts): a coarse ceiling on floods. */
  "post.client": { counts: ["client"], windowMs: 10 * SECOND, max: 40, message: M.post, binding: "POST_LIMITER" },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** The parts a limit's subject must give: exactly the ones it counts. */
export type SubjectOf<N extends LimitName> = { readonly [P in (typeof LIMITS)[N]["counts"][number]]: string };
