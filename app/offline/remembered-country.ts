/**
 * The help country the person chose on /aide, kept on this device (issues 33 and 42, decision 0340): a
 * device-wide choice, nobody's (a country code, nothing personal), in the device store's visitor keys
 * (`rvi:visiteur:pays`, app/device/device-store.ts). The server reads the `rvi_pays` cookie (HttpOnly);
 * a page served from the service worker's cache was rendered without it, so pages read this copy to
 * show that country's lines. A choice made with no network waits here, marked, until a page with the
 * network tells the server (device-country-sync.ts).
 */
import { COUNTRY_CHANGED, COUNTRY_KEY as KEY } from "./remembered-country-key";

export { COUNTRY_CHANGED };
/** Set while the choice was made with no network: the server does not know it yet (`ownedKey(VISITOR, …)`). */
const UNSENT = "rvi:visiteur:pays_a_envoyer";
/** Where the country was kept before the device store (issue 33). */
const LEGACY_KEY = "rvi_pays";

/** Keeps `code` as this device's choice; `unsent`: the server does not know it yet (chosen offline). */
export function rememberCountry(code: string, { unsent = false }: { unsent?: boolean } = {}): void {
  try {
    const changed = localStorage.getItem(KEY) !== code;
    if (changed) localStorage.setItem(KEY, code);
    if (unsent) localStorage.setItem(UNSENT, "1");
    else localStorage.removeItem(UNSENT);
    localStorage.removeItem(LEGACY_KEY);
    if (changed) window.dispatchEvent(new Event(COUNTRY_CHANGED));
  } catch {
    // Blocked storage: the pages show the server's country.
  }
}

/** What was stored, as stored: readers check it is one of the countries they know (`isCountryCode`). */
export function rememberedCountry(): string | null {
  try {
    return localStorage.getItem(KEY) ?? localStorage.getItem(LEGACY_KEY);
  } catch {
    return null;
  }
}

/** True while a choice made with no network has not reached the server's cookie. */
export function countryUnsent(): boolean {
  try {
    return localStorage.getItem(UNSENT) === "1";
  } catch {
    return false;
  }
}
