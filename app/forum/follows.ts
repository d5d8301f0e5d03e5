/**
 * Followed topics (issue 57, decision 0477), the rules the browser and the server share: the cap, the
 * forms (declared once, conform + zod), the words, and where a followed topic opens.
 */
import { z } from "zod";
import { REPLIES_PER_PAGE } from "./limits";
import { threadPath } from "./thread-path";

/** A member follows at most this many topics at once (`following = true`). */
export const FOLLOW_CAP = 500;

/** « Suivre ce sujet » / « Ne plus suivre » on the topic page. */
export const followSchema = z.object({ suivre: z.enum(["oui", "non"]) });

/** A reply the open topic page has shown, live: the follow is read up to it. */
export const readUpToSchema = z.object({ jusqua: z.string().min(1).max(100) });

/** Where the topic page says what it has shown (POST, by its script alone). */
export const readUpToPath = (slug: string) => `/forum/${encodeURIComponent(slug)}/lu`;

/** « Ne plus suivre » on /forum/suivis: which topic. */
export const unfollowSchema = z.object({ sujet: z.string().min(1).max(100) });

export const FOLLOW_MESSAGES = {
  follow: "Suivre ce sujet",
  unfollow: "Ne plus suivre",
  followed: "Vous suivez ce sujet\u00a0: les nouvelles réponses vous seront signalées.",
  unfollowed: "Vous ne suivez plus ce sujet.",
  capReached: `Vous suivez déjà ${FOLLOW_CAP} sujets, le maximum. Arrêtez d'en suivre un pour suivre celui-ci.`,
  pageTitle: "Sujets suivis",
  empty:
    "Vous ne suivez encore aucun sujet. Quand vous écrivez sur le forum, ou quand vous choisissez «\u00a0Suivre ce sujet\u00a0», il vient ici\u00a0: vous verrez d'un coup d'œil quand quelqu'un a répondu.",
  link: "Sujets suivis",
} as const;

/** The header mark's accessible name: how many followed topics have replies not yet read. */
export function followsLabel(count: number): string {
  if (count <= 0) return FOLLOW_MESSAGES.link;
  return count === 1
    ? `${FOLLOW_MESSAGES.link}\u00a0: 1 sujet a de nouvelles réponses`
    : `${FOLLOW_MESSAGES.link}\u00a0: ${count} sujets ont de nouvelles réponses`;
}

/** How a followed topic's new replies are counted on /forum/suivis. */
export function newRepliesLabel(count: number): string {
  return count === 1 ? "1 nouvelle réponse" : `${count} nouvelles réponses`;
}

/**
 * Where a followed topic opens: at its first unread reply (its page of the topic and its anchor), given how
 * many replies come before it; at the topic's top when nothing is unread.
 */
export function followedTopicHref(slug: string, firstUnread: { id: string; before: number } | null): string {
  if (!firstUnread) return threadPath(slug);
  const page = Math.floor(Math.max(0, firstUnread.before) / REPLIES_PER_PAGE) + 1;
  return `${threadPath(slug, page)}#reponse-${encodeURIComponent(firstUnread.id)}`;
}
