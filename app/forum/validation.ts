import { z } from "zod";
import { sendKey } from "~/community/send-key-schema";
import { CONTENT_MAX, REPLY_MAX, TITLE_MAX } from "./limits";
import { FORUM_MESSAGES as M } from "./messages";
import { parsePage } from "~/community/paging";
import { slugify } from "./slug";

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .transform((value) => value.trim())
    // conform turns an empty string into "missing", even after the trim: the piped string says so in French too.
    .pipe(z.string({ required_error: required }).min(1, required).max(max, tooLong));

export const threadTitle = text(M.titleRequired, TITLE_MAX, M.titleTooLong).refine(
  (title) => slugify(title).length > 0,
  M.titleWithoutLetters,
);
const threadContent = text(M.contentRequired, CONTENT_MAX, M.contentTooLong);
const replyContent = text(M.replyRequired, REPLY_MAX, M.replyTooLong);

/**
 * New thread and thread edit (spec 1 §5). One schema for conform in the browser and the actions (issue 8).
 * `cle`: a new thread's key, its id once stored (decision 0341); an edit has none.
 */
export const threadSchema = z.object({ title: threadTitle, content: threadContent, cle: sendKey });

/** Editing one's reply: its content only. */
export const replyEditSchema = z.object({ content: replyContent });

/** A reply (and, hidden, the reply it answers, and its key: its id once stored, decision 0341). */
export const replySchema = z.object({
  content: replyContent,
  cle: sendKey,
  parentId: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() ? value.trim() : null)),
});

/** The pages of a thread's replies: how many, and the one to show (clamped, so a stale link still lands). */
export function replyPaging(total: number, requested: string | null, perPage: number) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = parsePage(requested, pages);
  return { page, pages, offset: (page - 1) * perPage };
}

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The characters shown on a thread card (spec 1 §2: first 200 characters), cut on a word's end and
 * followed by "…" (issue 30 item 10): a word is never cut in two, unless it alone fills the card.
 */
export function preview(content: string, length: number): string {
  // Line breaks and runs of spaces become one space; a non-breaking space (French typography) stays.
  const text = content.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
  if (text.length <= length) return text; // never more characters than UTF-16 units
  let end = length; // one UTF-16 unit per character
  if (SURROGATE.test(text)) {
    // Counted in characters (an emoji is one), up to the first one past the limit: a list renders many.
    let shown = 0;
    end = 0;
    for (const char of text) {
      if (shown === length) break;
      shown++;
      end += char.length;
    }
    if (end === text.length) return text;
  }
  return `${onWordEnd(text, end)}…`;
}

/** The text up to `end`, backed up to the last word's end when `end` falls inside a word. */
function onWordEnd(text: string, end: number): string {
  let cut = text.slice(0, end);
  if (end < text.length && text[end] !== " ") {
    const space = cut.lastIndexOf(" ");
    if (space > 0) cut = cut.slice(0, space);
  }
  return cut.replace(/[\s,;:.\-–—]+$/u, "");
}
