import { z } from "zod";
import { COUNTRY_CODES } from "./country-codes";

/** The /aide form where the person chooses the country whose help lines they see (decision 0190). */
export const countryChoiceSchema = z.object({
  pays: z.enum(COUNTRY_CODES, { errorMap: () => ({ message: "Choisissez un pays dans la liste." }) }),
});
