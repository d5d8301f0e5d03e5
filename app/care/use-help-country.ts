import { useRouteLoaderData } from "@remix-run/react";
import type { HelpCountry } from "./country-codes";
import { useDeviceCountry } from "./device-country";

/**
 * The person's help country and its lines: the root loader's (decision 0190), or, once the page runs,
 * the country chosen on this device when the server could not know it (a page served from the cache,
 * a choice made with no network, decision 0340); null where the root has no data (an error page).
 */
export function useHelpCountry(): HelpCountry | null {
  const data = useRouteLoaderData("root") as { helpCountry?: HelpCountry } | undefined;
  return useDeviceCountry() ?? data?.helpCountry ?? null;
}
