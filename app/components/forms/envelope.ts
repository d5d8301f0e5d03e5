/**
 * A page's envelope: the fields all its intents share (the intent itself, the ids it names), read
 * through conform and zod like any field, then one handler per intent (decision 0351). Used by the
 * server's actions and, where a browser handler must know a pending form's intent, by the browser.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The fields every intent of a page shares (its `intent` and the ids it names), parsed by a schema
 * whose fields all have defaults: an envelope always parses, and the intent chooses its handler.
 */
export function readEnvelope<Schema extends z.ZodTypeAny>(form: FormData, schema: Schema): z.output<Schema> {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") throw new Error("An envelope schema must accept any form: give each field a default.");
  return submission.value;
}

/**
 * The handler of the form's intent, or `fallback` for an unknown one: one handler per intent, in a
 * map the page declares (decision 0351).
 */
export function handlerOf<Handlers extends Record<string, unknown>, Fallback>(
  handlers: Handlers,
  intent: string,
  fallback: Fallback,
): Handlers[keyof Handlers] | Fallback {
  return Object.hasOwn(handlers, intent) ? (handlers[intent] as Handlers[keyof Handlers]) : fallback;
}

/** An envelope field: the posted text, or `fallback` when it is absent or not text. */
export const envelopeText = (fallback = "") => z.string().catch(fallback).default(fallback);
