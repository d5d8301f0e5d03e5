/**
 * The one rule for a time zone a person may choose (issue 56 item 3, decision 0474): an IANA name of
 * Intl's own list (`Intl.supportedValuesOf("timeZone")`, plus "UTC", which some engines leave out),
 * after Intl's canonicalisation ("US/Eastern" is America/New_York, "Etc/UTC" is UTC). An offset zone
 * such as "-02:41" or "+01:00", which recent engines accept as a `timeZone`, is refused: its wall clock
 * has no place, no daylight saving, and a « tomorrow » in it is whatever the sender wished.
 */

let supported: ReadonlySet<string> | null = null;

function supportedZones(): ReadonlySet<string> | null {
  if (supported) return supported;
  const list = (Intl as { supportedValuesOf?: (key: "timeZone") => string[] }).supportedValuesOf?.("timeZone");
  if (!list) return null; // an old browser: its formatter's answer alone, offsets refused by shape below
  supported = new Set([...list, "UTC"]);
  return supported;
}

/**
 * The IANA name to keep for `value`, or null when it is not one: the name as the person's browser gave
 * it (America/Montreal stays Montreal, even where Intl resolves it to America/Toronto), written as Intl
 * writes it when only the case differs ("europe/paris" → "Europe/Paris").
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return null;
  if (!/^[A-Za-z]/.test(value)) return null; // "+01:00", "-02:41"
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("fr", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const zones = supportedZones();
  const known = zones
    ? zones.has(resolved) || zones.has(value)
    : /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(resolved) && !/^Etc\/GMT[+-]/.test(resolved);
  if (!known) return null;
  return value.toLowerCase() === resolved.toLowerCase() ? resolved : value;
}

export const isIanaTimeZone = (value: unknown): value is string => canonicalTimeZone(value) !== null;

/**
 * The zone named as a place, for a sentence: « heure de Paris », « heure d'Amsterdam », « heure de
 * Montreal » (as IANA spells it). Intl's long generic names speak of regions (« heure
 * d'Europe centrale ») where a person thinks of a city, so the city part of the name is used.
 */
export function zonePlace(timeZone: string): string {
  if (timeZone === "UTC") return "temps universel (UTC)";
  const city = (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
  return /^[AEIOUYÉÈ]/i.test(city) ? `heure d'${city}` : `heure de ${city}`;
}
