/** French numbers through Intl, each formatter built once (apart from typography.ts: a count needs no text pass). */

const numberFormat = new Intl.NumberFormat("fr-FR");
const decimalFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 5000 → « 5 000 » (with the narrow non-breaking space French uses between thousands). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 54976225 bytes → « 52,43 Mo ». */
export function formatMegabytes(bytes: number): string {
  return `${decimalFormat.format(bytes / 1024 / 1024)}\u00a0Mo`;
}
