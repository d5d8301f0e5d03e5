/**
 * The circle of a cycle (spec 3 §9 labels): four times clockwise from the top and, on the period
 * cycle, four markers between them. Decorative behind the word boxes; the labels are real text.
 */
import type { EditorConfig } from "../periods";

export function pointOnCircle(center: number, radius: number, angleDeg: number) {
  const a = (angleDeg * Math.PI) / 180;
  return { x: center + radius * Math.cos(a), y: center + radius * Math.sin(a) };
}

export function CycleCircle({ config, centerText }: { config: Pick<EditorConfig, "size" | "radius" | "times" | "markers" | "centerPlaceholder">; centerText: string }) {
  const c = config.size / 2;
  const r = config.radius;
  const label = (text: string, angle: number, distance: number, strong: boolean) => {
    const p = pointOnCircle(c, distance, angle);
    return (
      <text key={text} x={p.x} y={p.y} textAnchor="middle" dominantBaseline="middle" className={strong ? "fill-encre-900 text-[22px] font-semibold" : "fill-sauge-700 text-[17px] italic"}>
        {text}
      </text>
    );
  };
  return (
    <svg viewBox={`0 0 ${config.size} ${config.size}`} className="absolute inset-0 h-full w-full" aria-hidden="true">
      <defs>
        <marker id={`fleche-${config.size}`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="fill-sauge-500" />
        </marker>
      </defs>
      <circle cx={c} cy={c} r={r} className="fill-sable-50 stroke-sauge-500" strokeWidth={3} />
      {[0, 90, 180, 270].map((start) => {
        const from = pointOnCircle(c, r, start - 90 + 12);
        const to = pointOnCircle(c, r, start - 90 + 78);
        return <path key={start} d={`M${from.x},${from.y} A${r},${r} 0 0 1 ${to.x},${to.y}`} fill="none" className="stroke-sauge-700" strokeWidth={3} markerEnd={`url(#fleche-${config.size})`} />;
      })}
      {config.times.map((t, i) => label(t, i * 90 - 90, r + 38, true))}
      {config.markers.map((m, i) => label(m, i * 90 - 45, r + 44, false))}
      <circle cx={c} cy={c} r={r * 0.42} className="fill-white stroke-sable-200" strokeWidth={2} />
      <text x={c} y={c} textAnchor="middle" dominantBaseline="middle" className={centerText ? "fill-encre-900 text-[24px] font-semibold" : "fill-encre-500 text-[18px]"}>
        {centerText || "Misère centrale"}
      </text>
    </svg>
  );
}
