import { z } from "zod";
import { AGE_CATEGORIES, type AgeCategory } from "./categories";
import { LOVE_WORDS_MESSAGES } from "./messages";

const MAX_TITLE = 200;
const MAX_CONTENT = 10_000;

const required = (max: number, missing: string) =>
  z.string({ required_error: missing, invalid_type_error: missing }).trim().min(1, missing).max(max, LOVE_WORDS_MESSAGES.tooLong);

/**
 * Title, content and age category, all required (spec 3 §5): the one schema of /love-words' forms, the
 * practice's love word and their actions (conform). Each field has its own message; a form refused for a
 * missing field also shows the spec's "Merci de remplir tous les champs…" above (`loveWordRefusal`).
 */
export const loveWordSchema = z.object({
  title: required(MAX_TITLE, LOVE_WORDS_MESSAGES.titleMissing),
  content: required(MAX_CONTENT, LOVE_WORDS_MESSAGES.contentMissing),
  ageCategory: z.enum(AGE_CATEGORIES, {
    errorMap: () => ({ message: LOVE_WORDS_MESSAGES.categoryMissing }),
  }),
});

/** The sentence above a refused letter: the spec's "missing" one, unless the only fault is a text too long. */
export function loveWordRefusal(messages: readonly string[]): string | null {
  if (messages.length === 0) return null;
  return messages.every((message) => message === LOVE_WORDS_MESSAGES.tooLong) ? LOVE_WORDS_MESSAGES.tooLong : LOVE_WORDS_MESSAGES.missing;
}
export type LoveWordInput = z.infer<typeof loveWordSchema>;

export function parseCategory(value: string | null): AgeCategory | null {
  return (AGE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as AgeCategory) : null;
}

/** A short preview of a letter's content for its card. */
export function preview(content: string, max = 140): string {
  const flat = content.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).replace(/\s+\S*$/, "")}…`;
}
