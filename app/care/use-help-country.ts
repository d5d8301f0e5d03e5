import { useRouteLoaderData } from "@remix-run/react";
import type { HelpCountry } from "./country-codes";

/**
 * The person's help country and its lines, as the root loader resolved them (decision 0190); null
 * where the root has no data (an error page).
 */
export function useHelpCountry(): HelpCountry | null {
  const data = useRouteLoaderData("root") as { helpCountry?: HelpCountry } | undefined;
  return data?.helpCountry ?? null;
}
