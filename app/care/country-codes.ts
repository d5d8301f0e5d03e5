/**
 * The help countries' codes, types and pure rules, without their lines: small enough for every page's
 * first load. The lines themselves (countries.ts) reach the browser as loader data (decision 0190).
 */
import type { CrisisResource } from "./resources";

export const COUNTRY_CODES = ["FR", "BE", "CH", "CA", "LU"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = "FR";

/**
 * What a line is for: the panel, the assistant and the practices' texts pick lines by role, never by
 * number (decision 0471). « urgence »: a life in danger now (medical, every emergency); « police »:
 * someone threatens you; « violence »: a line that listens to people hurt by a partner or another
 * person; « enfance »: children and young people; « ecoute »: anyone who needs to talk.
 */
export type LineRole = "suicide" | "urgence" | "police" | "ecoute" | "violence" | "enfance";

export type HelpLine = CrisisResource & {
  roles: readonly LineRole[];
  /** Where the number and its hours were checked. */
  source: string;
};

export type HelpCountry = {
  code: CountryCode;
  name: string;
  /** « en France », « au Canada »: for headings. */
  where: string;
  /** The two sentences a person in danger needs first. */
  now: { vous: string };
  lines: readonly HelpLine[];
  /** A line under the list (the overseas departments for France). */
  note?: string;
};

/** The overseas departments, whose Cloudflare country code is their own: France's lines answer there. */
const FRENCH_OVERSEAS = new Set(["GP", "MQ", "GF", "RE", "YT"]);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The person's country: their own choice (the cookie) first, then where Cloudflare sees the request
 * coming from, then France.
 */
export function resolveCountry(chosen: string | null | undefined, seen: string | null | undefined): CountryCode {
  if (isCountryCode(chosen)) return chosen;
  const where = (seen ?? "").toUpperCase();
  if (isCountryCode(where)) return where;
  if (FRENCH_OVERSEAS.has(where)) return "FR";
  return DEFAULT_COUNTRY;
}

/** A country's lines that serve one of the roles, in the country's order. */
export function linesOf(country: HelpCountry, roles: readonly LineRole[]): HelpLine[] {
  return country.lines.filter((line) => line.roles.some((role) => roles.includes(role)));
}
