/**
 * French numbers. A whole number is written by hand, exactly as Intl's fr-FR writes it (digits grouped
 * by three with the narrow non-breaking space U+202F): the first `Intl.NumberFormat` a browser builds
 * loads its locale data, about 180 ms of a cheap phone's hydration of /forum (decision 0446). Other
 * numbers go through Intl, its formatter built once, on its first use (decision 0370). Apart from
 * typography.ts: a count needs no text pass.
 */
import { builtOnce } from "./built-once";

const numberFormat = builtOnce(() => new Intl.NumberFormat("fr-FR"));
const decimalFormat = builtOnce(() => new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 5000 → « 5 000 » (with the narrow non-breaking space French uses between thousands). */
export function formatNumber(value: number): string {
  return Number.isSafeInteger(value) ? wholeNumber(value) : numberFormat().format(value);
}

/** -1234567 → « -1 234 567 », as Intl.NumberFormat("fr-FR") writes it (tested against it). */
function wholeNumber(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, "\u202f");
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** 54976225 bytes → « 52,43 Mo ». */
export function formatMegabytes(bytes: number): string {
  return `${decimalFormat().format(bytes / 1024 / 1024)}\u00a0Mo`;
}
