/**
 * « Cette semaine », the same everywhere (issue 17, decision 0112): the practices *completed* during
 * the Paris week that holds `now`, Monday 00:00 to the next Monday 00:00. The dashboard counts them in
 * SQL over `thisWeek(now)`; the history counts them here; both use these bounds and this rule.
 */
import { isWithin, weekBounds, type Period } from "./stats";

export const THIS_WEEK_LABEL = "Cette semaine";

export type DatedPractice = { status: string; completedAt: string | null };

export function thisWeek(now: Date): Period & { weekStart: string } {
  return weekBounds(now);
}

export function isDoneThisWeek(practice: DatedPractice, now: Date): boolean {
  return practice.status === "completed" && practice.completedAt !== null && isWithin(practice.completedAt, thisWeek(now));
}

export function countThisWeek(practices: ReadonlyArray<DatedPractice>, now: Date): number {
  return practices.filter((p) => isDoneThisWeek(p, now)).length;
}
