/** The account-deletion form: the person types their own pseudo; checked in the browser and on the server (decision 0130). */
import { z } from "zod";
import { ACCOUNT_DATA_MESSAGES as M } from "./messages";

export function deleteAccountSchema(username: string) {
  return z.object({
    confirmation: z
      .string({ required_error: M.confirmMismatch })
      .trim()
      .refine((value) => value === username, M.confirmMismatch),
  });
}
