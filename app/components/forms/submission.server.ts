/**
 * One way to read a posted form (issue 55 item 4): the Worker reads the body once, before Remix
 * (`readPostedBody`, app/utils/request-body.server.ts: a body that is no form, or too large, is refused
 * there in French), and hands the parsed FormData down in the load context. The distress check, the
 * action and the sign-in strategies all read that one form; every field through conform and zod
 * (`readSubmission`, `readEnvelope`), never by hand. Only file bytes are taken from the FormData itself
 * (`postedFile`).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/** The request's posted form (empty for a route that reads its own body, which never asks). */
export function postedForm(context: Pick<AppLoadContext, "form">): FormData {
  return context.form ?? new FormData();
}

/** The posted form parsed with its schema (the one the browser's form is declared with). */
export function readSubmission<Schema extends z.ZodTypeAny>(context: Pick<AppLoadContext, "form">, schema: Schema) {
  return parseWithZod(postedForm(context), { schema });
}

/** A file part of the form (its bytes are the one thing read from the FormData itself), or null. */
export function postedFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

export { envelopeText, handlerOf, readEnvelope } from "./envelope";
