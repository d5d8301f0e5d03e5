/**
 * Which help country the page shows, and the choice's way to the server (decision 0340), run by the
 * offline features once the page is hydrated:
 *
 * - the cookie's choice, when the server read one, is copied to the device, unless the device holds a
 *   newer one, made with no network: that one is posted to /aide (the form's own action, which sets the
 *   cookie) once the network is here;
 * - the device's choice (remembered-country.ts) is shown wherever it differs from the country the
 *   server rendered (a page from the cache was rendered without cookie, so France); its lines are
 *   fetched then (every country's lines stay out of the first load, decision 0190; the chunk is in the
 *   precache, so this works offline).
 */
import { isCountryCode } from "~/care/country-codes";
import { showDeviceCountry } from "~/care/device-country";
import { COUNTRY_CHANGED, countryUnsent, rememberCountry, rememberedCountry } from "./remembered-country";

/**
 * Follows the device's choice on a page whose server read `chosen` (the cookie's, or null) and rendered
 * `served`'s lines; returns the clean-up.
 */
export function followDeviceCountry(chosen: string | null, served: string | null): () => void {
  let live = true;
  const show = () => {
    const code = rememberedCountry();
    if (!isCountryCode(code) || code === served) return showDeviceCountry(null);
    import("~/care/countries")
      .then(({ helpCountry }) => live && rememberedCountry() === code && showDeviceCountry(helpCountry(code)))
      .catch(() => undefined);
  };
  const send = () => {
    const code = rememberedCountry();
    if (!code || !countryUnsent() || !navigator.onLine) return;
    const body = new FormData();
    body.set("pays", code);
    fetch("/aide", { method: "POST", body })
      .then((response) => {
        if (response.ok && response.redirected && rememberedCountry() === code) rememberCountry(code);
      })
      .catch(() => undefined);
  };
  if (chosen && !countryUnsent()) rememberCountry(chosen);
  else send();
  show();
  const onChange = () => {
    show();
    send();
  };
  window.addEventListener(COUNTRY_CHANGED, onChange);
  window.addEventListener("storage", onChange);
  window.addEventListener("online", send);
  return () => {
    live = false;
    window.removeEventListener(COUNTRY_CHANGED, onChange);
    window.removeEventListener("storage", onChange);
    window.removeEventListener("online", send);
  };
}
