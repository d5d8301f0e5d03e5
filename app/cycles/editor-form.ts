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
import { envelopeText, readEnvelope } from "~/components/forms/envelope";

function moveApart(cycles: Cycle[], bounds: Bounds, cycleId: string, boxId: string, place: { x: number; y: number }): Cycle[] {
  const boxes = cycles.find((c) => c.id === cycleId)?.textBoxes ?? [];
  const spot = spotApart(bounds, boxes, place, boxId);
  return moveBox(cycles, cycleId, boxId, bounds, spot.x, spot.y);
}

export const FORM_INTENTS = ["add-cycle", "delete-cycle", "center", "add-word", "edit-word", "delete-word"] as const;
export type FormIntent = (typeof FORM_INTENTS)[number];

/** The fields a change may post, read through zod (decision 0350); each cut at 600 characters. */
const fieldsSchema = z.object({
  intent: envelopeText(),
  cycleId: envelopeText(),
  boxId: envelopeText(),
  centerText: envelopeText(),
  place: envelopeText(),
  text: envelopeText(),
});
type PostedField = keyof z.output<typeof fieldsSchema>;
const field = (form: FormData, name: PostedField) => readEnvelope(form, fieldsSchema)[name].slice(0, 600);

/** Applies one posted change; a change without its own message is confirmed by « Données sauvegardées ». */
export function applyFormChange(cycles: Cycle[], config: EditorConfig, form: FormData): Change {
  const intent = field(form, "intent") as FormIntent;
  const cycleId = field(form, "cycleId");
  const boxId = field(form, "boxId");
  const bounds = { size: config.size, newBox: config.newBox };
  const cycle = cycles.find((c) => c.id === cycleId);
  const place = findPlace(config, field(form, "place"));
  switch (intent) {
    case "add-cycle":
      return addCycle(cycles);
    case "delete-cycle":
      return deleteCycle(cycles, cycleId);
    case "center":
      if (!cycle) return { cycles, refused: true, message: M.saveFailed };
      return { cycles: setCenterText(cycles, cycleId, field(form, "centerText").trim()), message: M.dataSaved };
    case "add-word": {
      if (!cycle) return { cycles, refused: true, message: M.saveFailed };
      const added = addBox(cycles, cycleId, bounds);
      if (added.refused || !added.boxId) return { cycles, refused: true, message: M.saveFailed };
      let next = editBox(added.cycles, cycleId, added.boxId, field(form, "text").trim());
      next = stopEditing(next, cycleId, added.boxId);
      // A named place already taken: the word goes to the free spot nearest to it.
      if (place) next = moveApart(next, bounds, cycleId, added.boxId, place);
      return { cycles: next, message: M.wordAdded };
    }
    case "edit-word": {
      if (!cycle?.textBoxes.some((b) => b.id === boxId)) return { cycles, refused: true, message: M.saveFailed };
      let next = editBox(cycles, cycleId, boxId, field(form, "text").trim());
      const box = cycle.textBoxes.find((b) => b.id === boxId)!;
      // The word moves only when another place is chosen; there, it stays clear of the other words.
      if (place && nearestPlace(config, box.x, box.y).id !== place.id) next = moveApart(next, bounds, cycleId, boxId, place);
      return { cycles: next, message: M.dataSaved };
    }
    case "delete-word":
      return deleteBox(cycles, cycleId, boxId);
    default:
      return { cycles, refused: true, message: M.saveFailed };
  }
}
