/** The posted fields each writing screen checks for distress: everything a person types there. */
export const PRACTICE_DISTRESS_FIELDS = ["text", "question", "title", "content"] as const;
export const QUESTION_DISTRESS_FIELDS = ["text"] as const;
export const LOVE_WORD_DISTRESS_FIELDS = ["title", "content"] as const;
/** Editing an act (Mes actes) or a past answer (history detail). */
export const ACT_DISTRESS_FIELDS = ["actText"] as const;
export const ANSWER_DISTRESS_FIELDS = ["text"] as const;
export const FORUM_DISTRESS_FIELDS = ["title", "content"] as const;
/** The 3 Gestes: the written practice's answers and the bilan's. */
export const BILAN_DISTRESS_FIELDS = ["misere", "beaute", "enseignement", "acte_concret", "question_restante"] as const;
export const WRITTEN_GESTURE_DISTRESS_FIELDS = [
  "conflit_qui",
  "conflit_cible",
  "conflit_situation",
  "paix_solution",
  "rejet_qui",
  "rejet_situation",
  "misericorde_accueillir",
  "misericorde_amour",
  "mepris_qui",
  "mepris_meprise",
  "mepris_situation",
  "reconnaissance_beaute",
  "reconnaissance_bon",
] as const;
export const CHAT_DISTRESS_FIELDS = ["content", "title"] as const;
/** The two wizards: Actualité's subject and answers, Nommer sa Grandeur's six fields. */
export const ACTUALITE_DISTRESS_FIELDS = ["subject", "answer"] as const;
export const GRANDEUR_DISTRESS_FIELDS = ["grandeur", "misere", "acte", "ou", "quand", "comment"] as const;
/** A letter sealed until a day (issue 44): its words. */
export const SEALED_LETTER_DISTRESS_FIELDS = ["content"] as const;
