/** The posted fields each writing screen checks for distress: everything a person types there. */
export const PRACTICE_DISTRESS_FIELDS = ["text", "question", "title", "content"] as const;
export const QUESTION_DISTRESS_FIELDS = ["text"] as const;
export const LOVE_WORD_DISTRESS_FIELDS = ["title", "content"] as const;
export const FORUM_DISTRESS_FIELDS = ["title", "content"] as const;
export const CHAT_DISTRESS_FIELDS = ["content", "title"] as const;
