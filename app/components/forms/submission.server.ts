/**
 * One way to read a posted form (issue 41 item 9, issue 43 item 3, decisions 0350–0351): the body is
 * read once per request into one FormData, which the distress check and the action share; every
 * field is then read through conform and zod (`readSubmission`, `readEnvelope`), never by hand.
 * Only file bytes are taken from the FormData itself (`postedFile`).
 */
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

const forms = new WeakMap<Request, Promise<FormData>>();

/** The posted form, read once per request; an empty form when the body is not one (bad input gets a 400, never a 500). */
export function postedForm(request: Request): Promise<FormData> {
  let form = forms.get(request);
  if (!form) {
    form = request.formData().catch(() => new FormData());
    forms.set(request, form);
  }
  return form;
}

/** The posted form parsed with its schema (the one the browser's form is declared with). */
export async function readSubmission<Schema extends z.ZodTypeAny>(request: Request, schema: Schema) {
  return parseWithZod(await postedForm(request), { schema });
}

/** A file part of the form (its bytes are the one thing read from the FormData itself), or null. */
export function postedFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

export { envelopeText, handlerOf, readEnvelope } from "./envelope";
