/**
 * The help country this device chose (app/offline/remembered-country.ts), for the components that
 * show lines (decision 0340). Read with `useSyncExternalStore`, whose server snapshot is null: the
 * first render in the browser is the server's (no hydration mismatch, React #418), then the device's
 * choice, as soon as the page is hydrated and each time it changes (this tab or another).
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { COUNTRY_CHANGED, countryUnsent, rememberedCountry } from "~/offline/remembered-country";
import { isCountryCode, type CountryCode, type HelpCountry } from "./country-codes";

function subscribe(onChange: () => void) {
  window.addEventListener(COUNTRY_CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(COUNTRY_CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The device's choice as one string (a stable snapshot): its code, and `*` while the server does not know it. */
function deviceChoice(): string | null {
  const code = rememberedCountry();
  return isCountryCode(code) ? `${code}${countryUnsent() ? "*" : ""}` : null;
}

/**
 * The country chosen on this device, or null (always null on the server and while hydrating); `unsent`
 * while it was chosen with no network and the server's cookie does not have it yet.
 */
export function useDeviceChoice(): { code: CountryCode; unsent: boolean } | null {
  const choice = useSyncExternalStore(subscribe, deviceChoice, () => null);
  return choice ? { code: choice.slice(0, 2) as CountryCode, unsent: choice.endsWith("*") } : null;
}

/** The device's choice where it prevails over the server's (see `useDeviceCountry`), else null. */
export function useDeviceCountryCode(serverChose: boolean): CountryCode | null {
  const device = useDeviceChoice();
  return device && (!serverChose || device.unsent) ? device.code : null;
}

const loaded = new Map<CountryCode, HelpCountry>();

/**
 * The country a page shows: the device's choice when the server named no choice (a page served from
 * the cache, rendered without cookie) or when the device's is newer (chosen with no network), else the
 * server's (`server`, and `serverChose`: the cookie named it). Another country's lines are fetched
 * then (every country's lines stay out of the first load, decision 0190; the chunk is precached, so
 * this works offline); until they arrive, the server's.
 */
export function useDeviceCountry(server: HelpCountry | null, serverChose: boolean): HelpCountry | null {
  const code = useDeviceCountryCode(serverChose);
  const wanted = server && code && code !== server.code ? code : null;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!wanted || loaded.has(wanted)) return;
    let live = true;
    import("./countries")
      .then(({ helpCountry }) => {
        loaded.set(wanted, helpCountry(wanted));
        if (live) setVersion((version) => version + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted]);
  return (wanted && loaded.get(wanted)) || server;
}
