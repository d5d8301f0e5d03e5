/**
 * The cycle editors' rules (spec 3 §3, §4, §5): a list of cycles, each with its central misery and
 * its word boxes. Pure: the screen, the device store and the server all go through these.
 */
import { z } from "zod";
import { CYCLE_MESSAGES as M } from "./messages";

const MAX_TEXT = 500;
const MAX_BOXES = 60;
const MAX_CYCLES = 30;

const boxSchema = z.object({
  id: z.string().min(1).max(100),
  text: z.string().max(MAX_TEXT),
  x: z.number().finite(),
  y: z.number().finite(),
  isEditing: z.boolean().optional().default(false),
});

const cycleSchema = z.object({
  id: z.string().min(1).max(100),
  centerText: z.string().max(MAX_TEXT),
  textBoxes: z.array(boxSchema).max(MAX_BOXES),
});

/** The saved payload: the cycles list plus a timestamp (spec 3 §3). */
export const cycleDocumentSchema = z.object({
  cycles: z.array(cycleSchema).min(1).max(MAX_CYCLES),
  timestamp: z.string().max(40),
});

export type TextBox = z.infer<typeof boxSchema>;
export type Cycle = z.infer<typeof cycleSchema>;
export type CycleDocument = z.infer<typeof cycleDocumentSchema>;

export type Bounds = { size: number; newBox: { x: number; y: number } };
export type Change = { cycles: Cycle[]; message?: string; refused?: boolean };

let counter = 0;
export function newId(prefix: string, now: number = Date.now()): string {
  counter = (counter + 1) % 1_000_000;
  return `${prefix}-${now.toString(36)}-${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newCycle(id = newId("cycle")): Cycle {
  return { id, centerText: "", textBoxes: [] };
}

function freshDocument(now: Date = new Date()): CycleDocument {
  return { cycles: [newCycle()], timestamp: now.toISOString() };
}

/** Keeps a box inside the drawing (the box's anchor is its top-left corner). */
export function clampPoint(bounds: Bounds, x: number, y: number): { x: number; y: number } {
  const max = bounds.size - 20;
  return { x: Math.round(Math.min(Math.max(x, 0), max)), y: Math.round(Math.min(Math.max(y, 0), max)) };
}

function mapCycle(cycles: Cycle[], cycleId: string, change: (cycle: Cycle) => Cycle): Cycle[] {
  return cycles.map((c) => (c.id === cycleId ? change(c) : c));
}

function mapBox(cycles: Cycle[], cycleId: string, boxId: string, change: (box: TextBox) => TextBox): Cycle[] {
  return mapCycle(cycles, cycleId, (c) => ({ ...c, textBoxes: c.textBoxes.map((b) => (b.id === boxId ? change(b) : b)) }));
}

export function addCycle(cycles: Cycle[], cycle: Cycle = newCycle()): Change {
  if (cycles.length >= MAX_CYCLES) return { cycles, refused: true };
  return { cycles: [...cycles, cycle], message: M.cycleAdded };
}

/** At least one cycle must remain (spec 3 §5). */
export function deleteCycle(cycles: Cycle[], cycleId: string): Change {
  if (!cycles.some((c) => c.id === cycleId)) return { cycles };
  if (cycles.length <= 1) return { cycles, refused: true, message: M.keepOneCycle };
  return { cycles: cycles.filter((c) => c.id !== cycleId), message: M.cycleDeleted };
}

export function setCenterText(cycles: Cycle[], cycleId: string, text: string): Cycle[] {
  return mapCycle(cycles, cycleId, (c) => ({ ...c, centerText: text.slice(0, MAX_TEXT) }));
}

/**
 * Two words closer than this would cover each other. In drawing units, as a share of the drawing, so
 * it holds on a phone too, where a word of one line (and its « × ») is about a tenth of the drawing high.
 */
export function apartDistance(bounds: Pick<Bounds, "size">) {
  return { x: Math.round(bounds.size * 0.2), y: Math.round(bounds.size * 0.11) };
}

/**
 * The free spot nearest to `preferred`, so a new or moved word never lands on another one: the
 * preferred point if nothing is there, else the closest free point of a grid around it (below first
 * on a tie). `ignoreId`: the word being moved. A full drawing keeps the preferred point.
 */
export function spotApart(
  bounds: Bounds,
  boxes: readonly Pick<TextBox, "id" | "x" | "y">[],
  preferred: { x: number; y: number },
  ignoreId?: string,
) {
  const apart = apartDistance(bounds);
  const others = boxes.filter((b) => b.id !== ignoreId);
  const free = (p: { x: number; y: number }) => !others.some((b) => Math.abs(b.x - p.x) < apart.x && Math.abs(b.y - p.y) < apart.y);
  const start = clampPoint(bounds, preferred.x, preferred.y);
  if (free(start)) return start;
  const candidates: { x: number; y: number; d: number }[] = [];
  const rows = Math.ceil(bounds.size / apart.y);
  const columns = Math.ceil(bounds.size / apart.x);
  for (let dy = -rows; dy <= rows; dy++) {
    for (let dx = -columns; dx <= columns; dx++) {
      const p = clampPoint(bounds, start.x + dx * apart.x, start.y + dy * apart.y);
      // Below before above, right before left, at the same distance.
      // In steps of the grid: one row down is as near as one column across.
      candidates.push({
        ...p,
        d: Math.hypot((p.x - start.x) / apart.x, (p.y - start.y) / apart.y) - (dy > 0 ? 0.01 : 0) - (dx > 0 ? 0.005 : 0),
      });
    }
  }
  candidates.sort((a, b) => a.d - b.d);
  const found = candidates.find(free);
  return found ? { x: found.x, y: found.y } : start;
}

/** A new word box starts at the editor's starting point, or the free spot nearest to it, in edit mode (spec 3 §2). */
export function addBox(cycles: Cycle[], cycleId: string, bounds: Bounds, id = newId("mot")): Change & { boxId?: string } {
  const cycle = cycles.find((c) => c.id === cycleId);
  if (!cycle || cycle.textBoxes.length >= MAX_BOXES) return { cycles, refused: true };
  const { x, y } = spotApart(bounds, cycle.textBoxes, bounds.newBox);
  const box: TextBox = { id, text: "", x, y, isEditing: true };
  const others = cycle.textBoxes.map((b) => ({ ...b, isEditing: false }));
  return { cycles: mapCycle(cycles, cycleId, (c) => ({ ...c, textBoxes: [...others, box] })), message: M.wordAdded, boxId: id };
}

export function editBox(cycles: Cycle[], cycleId: string, boxId: string, text: string): Cycle[] {
  return mapBox(cycles, cycleId, boxId, (b) => ({ ...b, text: text.slice(0, MAX_TEXT) }));
}

/** A click makes a box editable; only one box is edited at a time. */
export function startEditing(cycles: Cycle[], cycleId: string, boxId: string): Cycle[] {
  return mapCycle(cycles, cycleId, (c) => ({ ...c, textBoxes: c.textBoxes.map((b) => ({ ...b, isEditing: b.id === boxId })) }));
}

/** Leaving a box (blur) ends edit mode. */
export function stopEditing(cycles: Cycle[], cycleId: string, boxId: string): Cycle[] {
  return mapBox(cycles, cycleId, boxId, (b) => ({ ...b, isEditing: false }));
}

export function moveBox(cycles: Cycle[], cycleId: string, boxId: string, bounds: Bounds, x: number, y: number): Cycle[] {
  return mapBox(cycles, cycleId, boxId, (b) => ({ ...b, ...clampPoint(bounds, x, y) }));
}

/** Arrow keys move a box by `step` units. */
export function nudgeBox(cycles: Cycle[], cycleId: string, boxId: string, bounds: Bounds, dx: number, dy: number): Cycle[] {
  return mapBox(cycles, cycleId, boxId, (b) => ({ ...b, ...clampPoint(bounds, b.x + dx, b.y + dy) }));
}

export function deleteBox(cycles: Cycle[], cycleId: string, boxId: string): Change {
  const cycle = cycles.find((c) => c.id === cycleId);
  if (!cycle?.textBoxes.some((b) => b.id === boxId)) return { cycles };
  return {
    cycles: mapCycle(cycles, cycleId, (c) => ({ ...c, textBoxes: c.textBoxes.filter((b) => b.id !== boxId) })),
    message: M.wordDeleted,
  };
}

/** What is stored: edit mode is a screen state, never saved as "on". */
export function toDocument(cycles: Cycle[], now: Date = new Date()): CycleDocument {
  return {
    cycles: cycles.map((c) => ({ ...c, textBoxes: c.textBoxes.map((b) => ({ ...b, isEditing: false })) })),
    timestamp: now.toISOString(),
  };
}

export type ReadResult = { document: CycleDocument; status: "empty" | "loaded" | "corrupted" };

/**
 * Reads a stored document (JSON text). Missing: a fresh cycle. Unreadable or malformed: removed and
 * replaced by a fresh cycle, with 'Données corrompues supprimées' (spec 3 §4).
 */
export function readDocument(raw: string | null | undefined, now: Date = new Date()): ReadResult {
  if (raw === null || raw === undefined || raw === "") return { document: freshDocument(now), status: "empty" };
  try {
    const parsed = cycleDocumentSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { document: { ...toDocument(parsed.data.cycles), timestamp: parsed.data.timestamp }, status: "loaded" };
  } catch {
    // fall through: not JSON
  }
  return { document: freshDocument(now), status: "corrupted" };
}
