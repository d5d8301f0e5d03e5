/** Where the ends of practices finished with no network wait (waiting-finish.ts): a page may look without loading the store. */
export const WAITING_FINISHES_KEY = "waiting_finishes";
