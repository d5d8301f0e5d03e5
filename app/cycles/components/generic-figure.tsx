import type { GenericCycle } from "../generic";
import { CycleCircle } from "./cycle-diagram";

/** A theoretical cycle drawn as SVG, with its full text alternative and a short explanation. */
export function GenericFigure({ cycle }: { cycle: GenericCycle }) {
  const id = `cycle-${cycle.slug}`;
  return (
    <figure className="card space-y-4">
      <div
        className="relative mx-auto aspect-square w-full max-w-md"
        role="img"
        aria-labelledby={`${id}-titre`}
        aria-describedby={`${id}-desc`}
      >
        <span id={`${id}-titre`} className="sr-only">
          {cycle.title}
        </span>
        <span id={`${id}-desc`} className="sr-only">
          {cycle.description}
        </span>
        <CycleCircle config={{ size: 600, radius: 180, times: cycle.times, markers: cycle.markers }} centerText={cycle.center} />
      </div>
      <figcaption>
        <ul className="space-y-2 text-encre-700">
          {cycle.explanation.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
