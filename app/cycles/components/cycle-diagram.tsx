/**
 * The circle of a cycle (spec 3 §9 labels): four times clockwise from the top and, on the period
 * cycle, four markers between them. Decorative behind the word boxes; the labels are real text.
 */
import type { EditorConfig } from "../periods";

export function pointOnCircle(center: number, radius: number, angleDeg: number) {
  const a = (angleDeg * Math.PI) / 180;
  return { x: center + radius * Math.cos(a), y: center + radius * Math.sin(a) };
}

/** The centre's words on one line, or two balanced lines when long, so they stay inside the inner disc on a phone. */
export function centerLines(text: string): string[] {
  if (text.length <= 12 || !text.includes(" ")) return [text];
  let best = 0;
  for (let i = text.indexOf(" "); i !== -1; i = text.indexOf(" ", i + 1))
    if (Math.abs(i - text.length / 2) < Math.abs(best - text.length / 2)) best = i;
  return [text.slice(0, best), text.slice(best + 1)];
}

export function CycleCircle({
  config,
  centerText,
  emptyCenter = "Misère centrale",
}: {
  config: Pick<EditorConfig, "size" | "radius" | "times" | "markers">;
  centerText: string;
  emptyCenter?: string;
}) {
  const c = config.size / 2;
  // Text sizes follow the canvas, so the labels stay legible when the drawing shrinks to a phone.
  const font = { time: config.size * 0.036, marker: config.size * 0.028, center: config.size * 0.032 };
  const r = config.radius;
  const label = (text: string, angle: number, distance: number, strong: boolean) => {
    const size = strong ? font.time : font.marker;
    const cos = Math.cos((angle * Math.PI) / 180);
    // A time on the left or right grows away from the circle, never over it ("COMMUNION" on a phone),
    // and gets smaller when the margin is too narrow for it.
    if (strong && Math.abs(cos) > 0.7) {
      const gap = size * 0.4;
      const room = c - r - gap - config.size * 0.01;
      const fitted = Math.min(size, room / (text.length * 0.7));
      return (
        <text
          key={text}
          x={c + Math.sign(cos) * (r + gap)}
          y={c}
          textAnchor={cos > 0 ? "start" : "end"}
          dominantBaseline="middle"
          fontSize={fitted}
          className="fill-encre-900 font-semibold"
        >
          {text}
        </text>
      );
    }
    const p = pointOnCircle(c, distance, angle);
    return (
      <text
        key={text}
        x={p.x}
        y={p.y}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={size}
        className={strong ? "fill-encre-900 font-semibold" : "fill-sauge-700 italic"}
      >
        {text}
      </text>
    );
  };
  return (
    <svg viewBox={`0 0 ${config.size} ${config.size}`} className="absolute inset-0 h-full w-full" aria-hidden="true">
      <defs>
        <marker
          id={`fleche-${config.size}`}
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="fill-sauge-500" />
        </marker>
      </defs>
      <circle cx={c} cy={c} r={r} className="fill-sable-50 stroke-sauge-500" strokeWidth={3} />
      {[0, 90, 180, 270].map((start) => {
        const from = pointOnCircle(c, r, start - 90 + 12);
        const to = pointOnCircle(c, r, start - 90 + 78);
        return (
          <path
            key={start}
            d={`M${from.x},${from.y} A${r},${r} 0 0 1 ${to.x},${to.y}`}
            fill="none"
            className="stroke-sauge-700"
            strokeWidth={3}
            markerEnd={`url(#fleche-${config.size})`}
          />
        );
      })}
      {config.times.map((t, i) => label(t, i * 90 - 90, r + font.time * 1.5, true))}
      {config.markers.map((m, i) => label(m, i * 90 - 45, r + font.marker * 2.2, false))}
      <circle cx={c} cy={c} r={r * 0.42} className="fill-white stroke-sable-200" strokeWidth={2} />
      <text
        x={c}
        y={c}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={font.center}
        className={centerText ? "fill-encre-900 font-semibold" : "fill-encre-500"}
      >
        {centerLines(centerText.length > 22 ? `${centerText.slice(0, 21)}…` : centerText || emptyCenter).map((line, i, all) => (
          <tspan key={i} x={c} dy={i === 0 ? `${-(all.length - 1) * 0.6}em` : "1.2em"}>
            {line}
          </tspan>
        ))}
      </text>
    </svg>
  );
}
