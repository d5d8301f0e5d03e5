/**
 * Which cycle documents exist and what each may hold: one schema per key, shared by the server
 * (saving to the account, attaching device data) and the screens.
 */
import { z } from "zod";
import { cycleDocumentSchema } from "./editor-state";
import { CYCLE_KEY } from "./keys";
import { MAX_SAVED_CYCLES, savedCycleSchema, v2StateSchema } from "./v2-flow";

export { CYCLE_KEY };

/** 512 KB of JSON per document is far beyond any real cycle drawing. */
export const MAX_DOCUMENT_CHARS = 512 * 1024;

function schemaForKey(key: string): z.ZodTypeAny | null {
  if (!CYCLE_KEY.test(key)) return null;
  if (key === "cycles-v2-data") return v2StateSchema;
  if (key === "saved-cycles") return z.array(savedCycleSchema).max(MAX_SAVED_CYCLES);
  return cycleDocumentSchema;
}

/** The checked JSON text of a document, or null when the key or the data is not acceptable. */
export function checkedDocument(key: string, data: unknown): string | null {
  const schema = schemaForKey(key);
  if (!schema) return null;
  const parsed = schema.safeParse(data);
  if (!parsed.success) return null;
  const json = JSON.stringify(parsed.data);
  return json.length <= MAX_DOCUMENT_CHARS ? json : null;
}
