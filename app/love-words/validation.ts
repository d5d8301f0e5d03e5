import { z } from "zod";
import { AGE_CATEGORIES, type AgeCategory } from "./categories";
import { LOVE_WORDS_MESSAGES } from "./messages";

export const MAX_TITLE = 200;
export const MAX_CONTENT = 10_000;

const required = (max: number) =>
  z.string({ required_error: LOVE_WORDS_MESSAGES.missing }).trim().min(1, LOVE_WORDS_MESSAGES.missing).max(max, "Ce texte est trop long.");

/** Title, content and age category, all required (spec 3 §5). */
export const loveWordSchema = z.object({
  title: required(MAX_TITLE),
  content: required(MAX_CONTENT),
  ageCategory: z.enum(AGE_CATEGORIES, {
    errorMap: () => ({ message: LOVE_WORDS_MESSAGES.missing }),
  }),
});
export type LoveWordInput = z.infer<typeof loveWordSchema>;

export function parseCategory(value: string | null): AgeCategory | null {
  return (AGE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as AgeCategory) : null;
}

/** A short preview of a letter's content for its card. */
export function preview(content: string, max = 140): string {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).replace(/\s+\S*$/, "")}…`;
}
