/**
 * A page's envelope: the fields all its intents share (the intent itself, the ids it names), read
 * through conform and zod like any field, then one handler per intent (decision 0351). Used by the
 * server's actions and, where a browser handler must know a pending form's intent, by the browser.
 */
import { z } from "zod";

export { handlerOf } from "~/utils/handler-of";

/**
 * The fields every intent of a page shares (its `intent` and the ids it names), parsed by a schema
 * whose fields all have defaults: an envelope always parses, and the intent chooses its handler.
 * Read as conform reads a form (an empty field is absent, so it takes its default; a file is never
 * text), with zod alone: an envelope's fields are flat texts, and conform's coercion of each field
 * cost ten times the parse itself on every write (issue 43).
 */
export function readEnvelope<Schema extends z.ZodTypeAny>(form: FormData, schema: Schema): z.output<Schema> {
  const present: Record<string, string> = {};
  for (const [name, value] of form) if (!Object.hasOwn(present, name) && typeof value === "string" && value !== "") present[name] = value;
  const parsed = schema.safeParse(present);
  if (!parsed.success) throw new Error("An envelope schema must accept any form: give each field a default.");
  return parsed.data;
}

/** An envelope field: the posted text, or `fallback` when it is absent or not text. */
export const envelopeText = (fallback = "") => z.string().catch(fallback).default(fallback);

/**
 * Fields read as typed, through a zod schema, where an empty field is an answer (a cleared text that must
 * replace the kept one): conform reads an empty field as absent. The first value of each name is read, as
 * the form shows one field per name; give each field a `.catch` so a file or a missing name never throws.
 */
export function readTyped<Schema extends z.ZodTypeAny>(form: FormData, schema: Schema): z.output<Schema> {
  const first = new Map<string, FormDataEntryValue>();
  for (const [name, value] of form) if (!first.has(name)) first.set(name, value);
  return schema.parse(Object.fromEntries(first));
}

/** A text field as typed: the posted string (empty included), or `undefined` when it is absent or a file. */
export const typedText = () => z.string().optional().catch(undefined);

const intentSchema = z.object({ intent: typedText() });

/** The intent of a pending form (a navigation's or a fetcher's), for a page that shows which form is busy. */
export const pendingIntent = (form: FormData | undefined): string | undefined => (form ? readTyped(form, intentSchema).intent : undefined);
