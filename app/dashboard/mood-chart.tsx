/**
 * Before and after (issue 17): for the latest practices that know it, how the person felt when
 * choosing the practice (the chooser's mood) and at its end (the closing feeling). A small SVG with a
 * table as its text alternative. Nothing is shown until there is something to show.
 */
import { formatShortDate } from "~/utils/dates";
import { isMood, moodLabel, moodLevel, MOOD_MESSAGES as M, MOODS } from "~/practice/mood";

export type MoodPoint = { id: string; toolName: string; completedAt: string | null; moodBefore: string | null; moodAfter: string | null };

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 78;
const TOP = 12;
const ROW = 40;

const y = (level: number) => TOP + (3 - level) * ROW;

export function MoodChart({ points }: { points: MoodPoint[] }) {
  const shown = points
    .filter((p) => isMood(p.moodBefore) || isMood(p.moodAfter))
    .slice()
    .reverse();
  if (shown.length === 0) return null;
  const step = shown.length > 1 ? (WIDTH - LEFT - 16) / (shown.length - 1) : 0;
  const x = (i: number) => LEFT + 8 + i * step;
  return (
    <section className="card" aria-labelledby="humeur-titre" data-testid="mood-chart">
      <h2 id="humeur-titre" className="font-serif text-xl text-encre-900">
        {M.chartTitle}
      </h2>
      <p className="mt-1 text-sm text-encre-700">{M.chartIntro}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-3 w-full max-w-md" aria-hidden="true" focusable="false">
        {MOODS.map((mood) => (
          <g key={mood.id}>
            <line x1={LEFT} x2={WIDTH - 4} y1={y(mood.level)} y2={y(mood.level)} className="stroke-sable-200" strokeWidth={1} />
            <text x={0} y={y(mood.level) + 4} className="fill-encre-500" fontSize={11}>
              {mood.label}
            </text>
          </g>
        ))}
        {shown.map((p, i) => {
          const before = isMood(p.moodBefore) ? y(moodLevel(p.moodBefore)) : null;
          const after = isMood(p.moodAfter) ? y(moodLevel(p.moodAfter)) : null;
          return (
            <g key={p.id}>
              {before !== null && after !== null ? (
                <line x1={x(i)} x2={x(i)} y1={before} y2={after} className="stroke-terre-300" strokeWidth={3} />
              ) : null}
              {before !== null ? <circle cx={x(i)} cy={before} r={5} className="fill-white stroke-terre-500" strokeWidth={2} /> : null}
              {after !== null ? <circle cx={x(i)} cy={after} r={5} className="fill-terre-500" /> : null}
            </g>
          );
        })}
      </svg>
      <p className="mt-1 flex gap-4 text-xs text-encre-500" aria-hidden="true">
        <span>○ {M.before}</span>
        <span className="text-terre-700">● {M.after}</span>
      </p>
      <table className="sr-only">
        <caption>{M.chartTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Pratique</th>
            <th scope="col">{M.before}</th>
            <th scope="col">{M.after}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {p.toolName}
                {p.completedAt ? `, ${formatShortDate(p.completedAt)}` : ""}
              </th>
              <td>{isMood(p.moodBefore) ? moodLabel(p.moodBefore) : "—"}</td>
              <td>{isMood(p.moodAfter) ? moodLabel(p.moodAfter) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
