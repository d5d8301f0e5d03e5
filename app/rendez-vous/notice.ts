/**
 * What « Mes rendez-vous » sends: one notice to one person, by Web Push or by e-mail (issue 44).
 *
 * A notice never carries anything the person wrote: a lock screen is not private. Its words are chosen here,
 * by kind, and nowhere else; its `url` is a path of this site that the notification's tap opens.
 */
export const NOTICE_KINDS = ["reminder", "letter", "reply", "watch", "report", "digest"] as const;
/**
 * « Mes rendez-vous » sends reminders and letters; the community (issue 57, decision 0475) a reply to a
 * followed topic, a topic waiting for its veilleurs, a report for the moderators, and the e-mail digest
 * of a window's replies.
 */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export type Notice = {
  /** The person it is for. */
  userId: string;
  kind: NoticeKind;
  /**
   * At most one delivery per key, ever: for a reminder its id and the minute it falls due
   * (`reminder:<id>:<YYYY-MM-DDTHH:mm>Z`), for a letter `letter:<id>`.
   */
  key: string;
  /** Same-origin path the tap opens, e.g. `/practice/peur` or `/love-words/lettres/<id>`. */
  url: string;
  /**
   * A community notice's subject, checked again when it is sent (decision 0475): the reply of a `reply`,
   * the topic of a `watch`, the report of a `report`, the e-mail window of a `digest`.
   */
  ref?: string;
};

/** The only words a notice shows, chosen by kind (issue 44: « Votre rendez-vous intérieur vous attend »). */
export const NOTICE_TEXT: Record<NoticeKind, { title: string; body: string }> = {
  reminder: { title: "Rendez-vous intérieur", body: "Votre rendez-vous intérieur vous attend" },
  letter: { title: "Rendez-vous intérieur", body: "Une lettre de vous vous attend dans Ma boîte aux lettres" },
  reply: { title: "Rendez-vous intérieur", body: "Quelqu'un vous a répondu sur le forum" },
  watch: { title: "Rendez-vous intérieur", body: "Une personne attend une réponse sur le forum" },
  report: { title: "Rendez-vous intérieur", body: "Un nouveau signalement attend la modération" },
  digest: { title: "Rendez-vous intérieur", body: "Des personnes vous ont répondu sur le forum" },
};

/** Whether a notice's kind is one of the community's (sent only outside quiet hours, pause and stop). */
export const isCommunityKind = (kind: NoticeKind) => kind === "reply" || kind === "watch" || kind === "report" || kind === "digest";

/**
 * What a source of due notices answers for a minute (app/rendez-vous/sources.server.ts): its notices,
 * and `moveOn`, the write that hands them over (a reminder's next occurrence, a letter's announce), which
 * the run calls only once the queue took the notices (decision 0474).
 */
export type DuePage = {
  notices: Notice[];
  /** Hands the page's rows over (written only after the notices are queued). */
  moveOn: () => Promise<void>;
  /** Whether the source may have more due rows this minute (read again after `moveOn`). */
  more: boolean;
};
