import type { DayCount } from "./stats";

const dayLabel = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

/** Completed practices per day over 28 days, as plain SVG bars (no chart library). */
export function PracticeChart({ days, title }: { days: DayCount[]; title: string }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const width = 280;
  const height = 80;
  const gap = 2;
  const bar = (width - gap * (days.length - 1)) / days.length;
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-medium text-encre-700">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 14}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={`${title}\u00a0: ${total} au total, du ${label(days[0]!.day)} au ${label(days.at(-1)!.day)}`}
        data-testid="practice-chart"
      >
        {days.map((d, i) => {
          const h = d.count === 0 ? 2 : Math.max(4, (d.count / max) * height);
          return (
            <rect
              key={d.day}
              x={i * (bar + gap)}
              y={height - h}
              width={bar}
              height={h}
              rx={1.5}
              className={d.count === 0 ? "fill-sable-200" : "fill-terre-500"}
              data-count={d.count}
            >
              <title>{`${label(d.day)}\u00a0: ${d.count}`}</title>
            </rect>
          );
        })}
        <text x={0} y={height + 12} className="fill-encre-700 text-[8px]">
          {label(days[0]!.day)}
        </text>
        <text x={width} y={height + 12} textAnchor="end" className="fill-encre-700 text-[8px]">
          aujourd'hui
        </text>
      </svg>
    </figure>
  );
}
