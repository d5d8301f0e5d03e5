/**
 * The help country the person chose on /aide, remembered on this device (issue 33): the choice lives in
 * an HttpOnly cookie the offline page cannot read, and the offline page is stored as any visitor sees
 * it. An online page whose server read the choice writes it here; the offline page reads it to show
 * that country's lines first. A country code only, nothing personal (decision 0190). No import: it
 * shares the chunk of the offline features every page loads after hydration (vite.config.ts).
 */

const KEY = "rvi_pays";

export function rememberCountry(code: string): void {
  try {
    if (localStorage.getItem(KEY) !== code) localStorage.setItem(KEY, code);
  } catch {
    // Blocked storage: the offline page keeps France first.
  }
}

/** What was stored, as stored: the offline page checks it is one of the countries it knows (`isCountryCode`). */
export function rememberedCountry(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
