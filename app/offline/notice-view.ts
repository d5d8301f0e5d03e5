/**
 * What the service worker shows for a rendez-vous push (issue 44). Pure, so it is tested without a
 * browser: the payload carries only the notice's kind and path; the words are NOTICE_TEXT's, chosen by
 * kind, never anything the person wrote; a path that is not of this site opens « Mes rendez-vous ».
 */
import { NOTICE_KINDS, NOTICE_TEXT, type NoticeKind } from "~/rendez-vous/notice";

const NOTICE_FALLBACK_PATH = "/rendez-vous";
export const STOP_ACTION = "arreter";

export function noticeView(payload: unknown, origin: string) {
  const data = (typeof payload === "object" && payload !== null ? payload : {}) as { kind?: unknown; url?: unknown };
  const kind: NoticeKind = NOTICE_KINDS.find((known) => known === data.kind) ?? "reminder";
  const { title, body } = NOTICE_TEXT[kind];
  return {
    title,
    options: {
      body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: `rendez-vous-${kind}`,
      data: { url: sameOriginPath(data.url, origin) },
      // Only a reminder can be stopped from its notification; a letter is a one-time notice.
      actions: kind === "reminder" ? [{ action: STOP_ACTION, title: "Arrêter mes rendez-vous" }] : [],
    },
  };
}

/** The path of `value` when it is of `origin`; « Mes rendez-vous » otherwise. */
export function sameOriginPath(value: unknown, origin: string): string {
  if (typeof value !== "string" || value.length > 2048) return NOTICE_FALLBACK_PATH;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : NOTICE_FALLBACK_PATH;
  } catch {
    return NOTICE_FALLBACK_PATH;
  }
}
