/**
 * Row states of the grandeur table (spec 3 §4): a new row is temporary (id "temp-…") and lives only
 * in the page until it is saved; a saved row is written at once, field by field; deleting a temporary
 * row is local only. Pure functions, no I/O.
 */
import { z } from "zod";
import { GRANDEUR_MESSAGES } from "./messages";

const GRANDEUR_FIELDS = ["grandeurName", "correspondingTrauma"] as const;
export type GrandeurField = (typeof GRANDEUR_FIELDS)[number];
export const MAX_FIELD_LENGTH = 2000;

export type GrandeurRow = { id: string; grandeurName: string; correspondingTrauma: string };

const TEMP_PREFIX = "temp-";
export const isTemporary = (id: string) => id.startsWith(TEMP_PREFIX);

let counter = 0;
function temporaryId(): string {
  counter += 1;
  return `${TEMP_PREFIX}${Date.now().toString(36)}-${counter}`;
}

export function addRow(rows: GrandeurRow[], id = temporaryId()): GrandeurRow[] {
  return [...rows, { id, grandeurName: "", correspondingTrauma: "" }];
}

/** The write an edit needs: none for a temporary row (kept locally), one field for a saved row. */
export type FieldWrite = { id: string; field: GrandeurField; value: string };

/** The empty-name refusal, or null. */
function nameProblem(name: string): { title: string; description: string } | null {
  return name.trim() === "" ? { title: GRANDEUR_MESSAGES.emptyNameTitle, description: GRANDEUR_MESSAGES.emptyName } : null;
}

export function editRow(
  rows: GrandeurRow[],
  id: string,
  field: GrandeurField,
  value: string,
): { rows: GrandeurRow[]; write: FieldWrite | null } {
  const row = rows.find((r) => r.id === id);
  if (!row) return { rows, write: null };
  const next = rows.map((r) => (r.id === id ? { ...r, [field]: value } : r));
  return { rows: next, write: isTemporary(id) ? null : { id, field, value } };
}

/**
 * What committing a saved row's field needs (on blur/change): nothing when unchanged, a refusal when
 * the name is emptied, otherwise the write.
 */
export function commitField(
  saved: GrandeurRow,
  field: GrandeurField,
  value: string,
): { kind: "unchanged" } | { kind: "refused"; problem: { title: string; description: string } } | { kind: "write"; write: FieldWrite } {
  if (isTemporary(saved.id) || saved[field] === value) return { kind: "unchanged" };
  if (field === "grandeurName") {
    const problem = nameProblem(value);
    if (problem) return { kind: "refused", problem };
  }
  return { kind: "write", write: { id: saved.id, field, value } };
}

/** Deleting: a temporary row disappears locally; a saved row needs a server delete. */
export function removeRow(rows: GrandeurRow[], id: string): { rows: GrandeurRow[]; deleteOnServer: boolean } {
  return { rows: rows.filter((r) => r.id !== id), deleteOnServer: !isTemporary(id) && rows.some((r) => r.id === id) };
}

/** A temporary row becomes the saved row, in place (order kept). */
export function markSaved(rows: GrandeurRow[], temporary: string, saved: GrandeurRow): GrandeurRow[] {
  return rows.map((r) => (r.id === temporary ? saved : r));
}

/**
 * Schemas shared by the server (`parseWithZod` in the route's action) and the rows' forms (conform).
 * conform sends an empty field as missing, so every string carries its French message: an empty
 * name is refused in the spec's words, an empty trauma is simply "".
 */
const tooLong = "Ce texte est trop long.";
const text = z.string().max(MAX_FIELD_LENGTH, tooLong);
const nameField = z
  .string({ required_error: GRANDEUR_MESSAGES.emptyName, invalid_type_error: GRANDEUR_MESSAGES.emptyName })
  .max(MAX_FIELD_LENGTH, tooLong)
  .refine((v) => v.trim() !== "", GRANDEUR_MESSAGES.emptyName);
const idField = (message: string) => z.string({ required_error: message, invalid_type_error: message }).min(1, message);
export const createEntrySchema = z.object({
  grandeurName: nameField,
  correspondingTrauma: text.default(""),
});
export const updateEntrySchema = createEntrySchema.extend({ id: idField(GRANDEUR_MESSAGES.updateFailed) });
export const deleteEntrySchema = z.object({ id: idField(GRANDEUR_MESSAGES.deleteFailed) });
export const fieldSchema = z
  .object({
    id: idField(GRANDEUR_MESSAGES.updateFailed),
    field: z.enum(GRANDEUR_FIELDS, { errorMap: () => ({ message: GRANDEUR_MESSAGES.updateFailed }) }),
    value: text.default(""),
  })
  .refine((v) => v.field !== "grandeurName" || v.value.trim() !== "", { message: GRANDEUR_MESSAGES.emptyName, path: ["value"] });
