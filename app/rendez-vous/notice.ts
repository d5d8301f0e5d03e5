/**
 * What « Mes rendez-vous » sends: one notice to one person, by Web Push or by e-mail (issue 44).
 *
 * A notice never carries anything the person wrote: a lock screen is not private. Its words are chosen here,
 * by kind, and nowhere else; its `url` is a path of this site that the notification's tap opens.
 */
export type NoticeKind = "reminder" | "letter";

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
};

/** The only words a notice shows, chosen by kind (issue 44: « Votre rendez-vous intérieur vous attend »). */
export const NOTICE_TEXT: Record<NoticeKind, { title: string; body: string }> = {
  reminder: { title: "Rendez-vous intérieur", body: "Votre rendez-vous intérieur vous attend" },
  letter: { title: "Rendez-vous intérieur", body: "Une lettre de vous vous attend dans Ma boîte aux lettres" },
};

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
