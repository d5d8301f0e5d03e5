import { z } from "zod";
import { isSendKey } from "./send-key";

/** A form's `cle` (send-key.ts): anything else (missing, malformed) is dropped and the row gets an id of its own. */
export const sendKey = z
  .string()
  .optional()
  .transform((value) => (isSendKey(value) ? value : null));
