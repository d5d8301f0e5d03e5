/** The guided practice's step in the address (?etape=1..7), always a valid index 0..6. */
import { GUIDED_STEPS } from "~/practice/content/trois-gestes";

export const GUIDED_BILAN_PATH = "/trois-gestes/bilan?type=guided";

export function stepIndex(value: string | null): number {
  const n = Math.trunc(Number(value ?? "1")) - 1;
  return Number.isFinite(n) ? Math.min(GUIDED_STEPS.length - 1, Math.max(0, n)) : 0;
}
