/**
 * The cycles-v2 drawing, 600×600 with a radius of 200 (spec 3 §2): the answers appear at their
 * places on the circle as the person goes (positions: decision 0072).
 */
import { EDITORS } from "../periods";
import type { V2State } from "../v2-flow";
import { V2_TEXTS } from "../v2-content";
import { CycleCircle, pointOnCircle } from "./cycle-diagram";

const SIZE = 600;
const RADIUS = 200;

type Place =
  | { read: (s: V2State) => string; angle: number; distance: number }
  | { read: (s: V2State) => string; x: number; y: number; anchor: "start" | "end" };

const PLACES: Place[] = [
  { read: (s) => s.circleTexts.between1And2, angle: -67, distance: RADIUS * 0.72 },
  { read: (s) => s.circleTexts.between2AndAbus, angle: 22, distance: RADIUS * 0.72 },
  { read: (s) => s.circleTexts.nearAbus, angle: 52, distance: RADIUS * 0.7 },
  { read: (s) => s.circleTexts.between3And4, angle: 135, distance: RADIUS * 0.72 },
  {
    read: (s) =>
      [s.fearEnvieChoice === "peur" ? "Peur" : s.fearEnvieChoice === "envie" ? "Envie" : "", s.circleTexts.between4And1]
        .filter(Boolean)
        .join("\u00a0: "),
    angle: -135,
    distance: RADIUS * 0.72,
  },
  // Outside the circle, along the bottom edge: the crisis on the left, what happened outside on the right.
  { read: (s) => s.exteriorInputs.crisis, x: 10, y: 585, anchor: "start" },
  { read: (s) => s.exteriorInputs.outsideEvents, x: 590, y: 585, anchor: "end" },
];

const short = (text: string) => (text.length > 26 ? `${text.slice(0, 25)}…` : text);

export function V2Drawing({ state }: { state: V2State }) {
  const answered = V2_TEXTS.summaryFields.map((f) => [f.label, f.read(state)] as const).filter(([, v]) => v);
  const label = answered.length
    ? `Dessin de votre cycle. ${answered.map(([l, v]) => `${l}\u00a0: ${v}`).join(". ")}.`
    : "Dessin de votre cycle, encore vide.";
  const config = { ...EDITORS.petitesse, size: SIZE, radius: RADIUS };
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[600px]" role="img" aria-label={label}>
      <CycleCircle config={config} centerText={state.centerText} />
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="absolute inset-0 h-full w-full" aria-hidden="true">
        {PLACES.map((place, i) => {
          const text = place.read(state);
          if (!text) return null;
          const p = "x" in place ? place : pointOnCircle(SIZE / 2, place.distance, place.angle);
          const anchor = "anchor" in place ? place.anchor : p.x > SIZE * 0.6 ? "end" : p.x < SIZE * 0.4 ? "start" : "middle";
          return (
            <text
              key={i}
              x={Math.min(Math.max(p.x, 8), SIZE - 8)}
              y={p.y}
              textAnchor={anchor}
              dominantBaseline="middle"
              className="fill-sauge-700 text-[16px] font-medium"
            >
              {short(text)}
            </text>
          );
        })}
      </svg>
    </div>
  );
}
