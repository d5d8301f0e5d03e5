/**
 * What the offline features (every page, after hydration) need of the country kept on this device
 * (remembered-country.ts) without loading it: its key in the device store's visitor keys
 * (`ownedKey(VISITOR, "pays")`, written out: this rides in their chunk and imports nothing), the event
 * that says it changed, and whether there is one.
 */
export const COUNTRY_KEY = "rvi:visiteur:pays";
/** Told to the open page when the choice changes in this tab (other tabs hear `storage`). */
export const COUNTRY_CHANGED = "rvi:pays";

export function hasRememberedCountry(): boolean {
  try {
    return localStorage.getItem(COUNTRY_KEY) !== null;
  } catch {
    return false;
  }
}
