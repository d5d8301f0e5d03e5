/**
 * The help country the person chose on /aide, remembered on this device (issue 33): the choice lives in
 * an HttpOnly cookie the offline page cannot read, and the offline page is stored as any visitor sees
 * it. An online page whose server read the choice writes it here; the offline page reads it to show
 * that country's lines first. A country code only, nothing personal (decision 0190).
 */
import { isCountryCode, type CountryCode } from "~/care/country-codes";

const KEY = "rvi_pays";

export function rememberCountry(code: CountryCode): void {
  try {
    if (localStorage.getItem(KEY) !== code) localStorage.setItem(KEY, code);
  } catch {
    // Blocked storage: the offline page keeps France first.
  }
}

export function rememberedCountry(): CountryCode | null {
  try {
    const code = localStorage.getItem(KEY);
    return isCountryCode(code) ? code : null;
  } catch {
    return null;
  }
}
