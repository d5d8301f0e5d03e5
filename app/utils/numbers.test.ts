import { describe, expect, it } from "vitest";
import { formatMegabytes, formatNumber } from "./numbers";

describe("French numbers: whole numbers by hand, as Intl.NumberFormat('fr-FR') writes them (decision 0446)", () => {
  const intl = new Intl.NumberFormat("fr-FR");

  it("groups thousands with the narrow non-breaking space", () => {
    expect(formatNumber(5000)).toBe("5\u202f000");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1_234_567)).toBe("1\u202f234\u202f567");
  });

  it("writes every whole number from -100 000 to 100 000, and large ones, exactly as Intl", () => {
    const wrong: string[] = [];
    const check = (n: number) => {
      if (formatNumber(n) !== intl.format(n)) wrong.push(`${n}: ${formatNumber(n)} ≠ ${intl.format(n)}`);
    };
    for (let n = -100_000; n <= 100_000; n++) check(n);
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) [n, -n, n * 10, n * 100].forEach(check);
    [-0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER].forEach(check);
    expect(wrong).toEqual([]);
  });

  it("leaves other numbers to Intl", () => {
    for (const n of [1.5, -2.25, 12_345.678, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatNumber(n)).toBe(intl.format(n));
    expect(formatMegabytes(54_976_225)).toBe("52,43\u00a0Mo");
  });
});
