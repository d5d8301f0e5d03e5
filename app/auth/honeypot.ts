import { z } from "zod";
import { envelopeText, readEnvelope } from "~/components/forms/envelope";

const honeypotSchema = z.object({ website: envelopeText() });

/** The honeypot field of the public auth forms (`Honeypot` in components/forms/field.tsx): filled means a bot. */
export function isBot(form: FormData): boolean {
  return readEnvelope(form, honeypotSchema).website !== "";
}
