/** Chat constants (spec 1 §9). */
export const CHAT_PAGE_SIZE = 50;
export const MESSAGE_MAX = 500;
/** "Charger plus" accumulates pages up to this many (bounded queries). */
export const MAX_CHAT_PAGES = 20;
