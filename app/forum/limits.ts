/** Forum constants (spec 1 §9). */
export const FORUM_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
export const CONTENT_MAX = 5000;
export const REPLY_MAX = 3000;
export const PREVIEW_LENGTH = 200;
/** "Charger plus" accumulates pages; past this many the list stops growing (bounded queries). */
export const MAX_PAGES = 50;
/** Replies per page of a thread, oldest first. */
export const REPLIES_PER_PAGE = 50;
