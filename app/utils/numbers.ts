/**
 * French numbers through Intl, each formatter built once, on its first use (decision 0370); apart from
 * typography.ts: a count needs no text pass.
 */
import { builtOnce } from "./built-once";

const numberFormat = builtOnce(() => new Intl.NumberFormat("fr-FR"));
const decimalFormat = builtOnce(() => new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 5000 → « 5 000 » (with the narrow non-breaking space French uses between thousands). */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}

/** 54976225 bytes → « 52,43 Mo ». */
export function formatMegabytes(bytes: number): string {
  return `${decimalFormat().format(bytes / 1024 / 1024)}\u00a0Mo`;
}
