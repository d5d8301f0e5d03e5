import { useEffect, useRef } from "react";
import { DEFAULT_TIME_ZONE } from "./opening-day";

/**
 * The browser's time zone, posted with the letter: Europe/Paris without JavaScript (the server's
 * default), the browser's own once the page has hydrated. `onZone` lets the form follow it.
 */
export function TimeZoneField({ name, onZone }: { name: string; onZone?: (zone: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || !input.current) return;
    input.current.value = zone;
    onZone?.(zone);
  }, [onZone]);
  return <input ref={input} type="hidden" name={name} defaultValue={DEFAULT_TIME_ZONE} />;
}
