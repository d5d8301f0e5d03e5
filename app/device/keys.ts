/**
 * The storage keys of the anonymous local mode, apart from the store itself so that a page can
 * look for them without loading the store (decision 0102).
 */
export const LOCAL_KEYS = {
  practices: "local_practices",
  questions: "practice_questions",
  acts: "local_acts",
  legacyActs: "user_acts",
} as const;
