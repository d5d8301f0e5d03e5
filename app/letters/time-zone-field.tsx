import { useEffect, useState } from "react";
import { DEFAULT_TIME_ZONE } from "./opening-day";

/**
 * The browser's time zone, posted with the letter: Europe/Paris without JavaScript (the server's
 * default), the browser's own once the page has hydrated. `onZone` lets the form follow it. Held in
 * state: a hidden input's value is its `value` attribute, which React rewrites from `defaultValue` on
 * every render, so a value set by hand would not stay.
 */
export function TimeZoneField({ name, onZone }: { name: string; onZone?: (zone: string) => void }) {
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browserZone) return;
    setZone(browserZone);
    onZone?.(browserZone);
  }, [onZone]);
  return <input type="hidden" name={name} value={zone} />;
}
