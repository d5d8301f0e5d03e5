import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from "./countries";

/** The help country the root loader resolved for this person (France when there is none, e.g. an error page). */
export function useHelpCountry(): CountryCode {
  const data = useRouteLoaderData("root") as { helpCountry?: unknown } | undefined;
  return isCountryCode(data?.helpCountry) ? data.helpCountry : DEFAULT_COUNTRY;
}
