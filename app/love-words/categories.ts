/** The three ages a love word speaks to (spec 3 §5); plain data so the browser never imports db/schema. */
export const AGE_CATEGORIES = ["petit_enfant", "enfant", "adolescent"] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

export const AGE_CATEGORY_LABELS: Record<AgeCategory, string> = {
  petit_enfant: "Petit enfant",
  enfant: "Enfant",
  adolescent: "Adolescent",
};
