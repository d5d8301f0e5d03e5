/**
 * The named places of a cycle's circle, for choosing a word's position without dragging (the forms
 * that work without JavaScript). Clockwise from the top: each time, then what lies between it and
 * the next (the period cycle's marker, or « entre X et Y » on the transformed cycle).
 */
import type { EditorConfig } from "./periods";
import { clampPoint } from "./editor-state";

export type NamedPlace = { id: string; label: string; x: number; y: number };

/** A word box is anchored at its top-left corner: shift it so the word sits on the place. */
const BOX_HALF = { x: 45, y: 14 };

export function namedPlaces(config: Pick<EditorConfig, "size" | "radius" | "times" | "markers">): NamedPlace[] {
  const c = config.size / 2;
  const at = (angleDeg: number, distance: number) => {
    const a = (angleDeg * Math.PI) / 180;
    return clampPoint(
      { size: config.size, newBox: { x: 0, y: 0 } },
      c + distance * Math.cos(a) - BOX_HALF.x,
      c + distance * Math.sin(a) - BOX_HALF.y,
    );
  };
  const places: NamedPlace[] = [];
  config.times.forEach((time, i) => {
    // Just inside the circle, under the time's own label.
    places.push({ id: `temps-${i + 1}`, label: time, ...at(i * 90 - 90, config.radius * 0.72) });
    const following = config.times[(i + 1) % config.times.length];
    const label = config.markers[i] ?? `entre ${time} et ${following}`;
    places.push({ id: `entre-${i + 1}`, label, ...at(i * 90 - 45, config.radius * 0.72) });
  });
  places.push({ id: "dehors", label: "en dehors du cercle, en haut à gauche", ...at(-135, config.radius * 1.45) });
  return places;
}

export function findPlace(
  config: Pick<EditorConfig, "size" | "radius" | "times" | "markers">,
  id: string | null | undefined,
): NamedPlace | null {
  return namedPlaces(config).find((p) => p.id === id) ?? null;
}

/** The named place closest to a position: what the form shows a word's current place as. */
export function nearestPlace(config: Pick<EditorConfig, "size" | "radius" | "times" | "markers">, x: number, y: number): NamedPlace {
  const places = namedPlaces(config);
  return places.reduce((best, p) => (Math.hypot(p.x - x, p.y - y) < Math.hypot(best.x - x, best.y - y) ? p : best), places[0]!);
}
