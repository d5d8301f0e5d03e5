/**
 * The period editors without JavaScript: one form post per change (add, edit, move to a named place,
 * delete a word; add or delete a cycle; name the centre), applied with the same rules as the editor.
 */
import {
  addBox,
  addCycle,
  deleteBox,
  deleteCycle,
  editBox,
  moveBox,
  setCenterText,
  spotApart,
  stopEditing,
  type Bounds,
  type Change,
  type Cycle,
} from "./editor-state";
import { CYCLE_MESSAGES as M } from "./messages";
import type { EditorConfig } from "./periods";
import { findPlace, nearestPlace } from "./places";
import { z } from "zod";
import { envelopeText, handlerOf, readEnvelope } from "~/components/forms/envelope";

function moveApart(cycles: Cycle[], bounds: Bounds, cycleId: string, boxId: string, place: { x: number; y: number }): Cycle[] {
  const boxes = cycles.find((c) => c.id === cycleId)?.textBoxes ?? [];
  const spot = spotApart(bounds, boxes, place, boxId);
  return moveBox(cycles, cycleId, boxId, bounds, spot.x, spot.y);
}

type FormIntent = "add-cycle" | "delete-cycle" | "center" | "add-word" | "edit-word" | "delete-word";

/** The fields a change may post, read through zod (decision 0350); each cut at 600 characters. */
const fieldsSchema = z.object({
  intent: envelopeText(),
  cycleId: envelopeText(),
  boxId: envelopeText(),
  centerText: envelopeText(),
  place: envelopeText(),
  text: envelopeText(),
});
type Posted = { [Name in keyof z.output<typeof fieldsSchema>]: string };

/** What each change works from: the cycles, the posted fields (cut at 600 characters) and the editor's bounds. */
type ChangeArgs = {
  cycles: Cycle[];
  config: EditorConfig;
  posted: Posted;
  bounds: Bounds;
  cycle: Cycle | undefined;
  place: ReturnType<typeof findPlace>;
};

const refused = ({ cycles }: ChangeArgs): Change => ({ cycles, refused: true, message: M.saveFailed });

/** One handler per change the forms may post (decision 0351). */
const CHANGES: Record<FormIntent, (args: ChangeArgs) => Change> = {
  "add-cycle": ({ cycles }) => addCycle(cycles),
  "delete-cycle": ({ cycles, posted }) => deleteCycle(cycles, posted.cycleId),
  center: (args) => {
    const { cycles, cycle, posted } = args;
    if (!cycle) return refused(args);
    return { cycles: setCenterText(cycles, posted.cycleId, posted.centerText.trim()), message: M.dataSaved };
  },
  "add-word": (args) => {
    const { cycles, cycle, posted, bounds, place } = args;
    if (!cycle) return refused(args);
    const added = addBox(cycles, posted.cycleId, bounds);
    if (added.refused || !added.boxId) return refused(args);
    let next = editBox(added.cycles, posted.cycleId, added.boxId, posted.text.trim());
    next = stopEditing(next, posted.cycleId, added.boxId);
    // A named place already taken: the word goes to the free spot nearest to it.
    if (place) next = moveApart(next, bounds, posted.cycleId, added.boxId, place);
    return { cycles: next, message: M.wordAdded };
  },
  "edit-word": (args) => {
    const { cycles, cycle, posted, bounds, place, config } = args;
    const { cycleId, boxId } = posted;
    const box = cycle?.textBoxes.find((b) => b.id === boxId);
    if (!box) return refused(args);
    let next = editBox(cycles, cycleId, boxId, posted.text.trim());
    // The word moves only when another place is chosen; there, it stays clear of the other words.
    if (place && nearestPlace(config, box.x, box.y).id !== place.id) next = moveApart(next, bounds, cycleId, boxId, place);
    return { cycles: next, message: M.dataSaved };
  },
  "delete-word": ({ cycles, posted }) => deleteBox(cycles, posted.cycleId, posted.boxId),
};

/** Applies one posted change; a change without its own message is confirmed by « Données sauvegardées ». */
export function applyFormChange(cycles: Cycle[], config: EditorConfig, form: FormData): Change {
  const envelope = readEnvelope(form, fieldsSchema);
  const posted = Object.fromEntries(Object.entries(envelope).map(([name, value]) => [name, value.slice(0, 600)])) as Posted;
  const args: ChangeArgs = {
    cycles,
    config,
    posted,
    bounds: { size: config.size, newBox: config.newBox },
    cycle: cycles.find((c) => c.id === posted.cycleId),
    place: findPlace(config, posted.place),
  };
  return handlerOf(CHANGES, posted.intent, refused)(args);
}
