import type { z } from "zod";

export type FieldErrors = Record<string, string | undefined>;

/** Parses form data with a zod schema; on failure returns one French message per field. */
export function parseForm<S extends z.ZodTypeAny>(
  schema: S,
  formData: FormData,
): { success: true; data: z.output<S> } | { success: false; errors: FieldErrors } {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of formData) values[key] = value;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { success: false, errors };
}

/** The text fields a form sent back, so a refused form keeps what the user typed (never passwords). */
export function keepValues(formData: FormData, fields: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === "string") kept[field] = value;
  }
  return kept;
}
