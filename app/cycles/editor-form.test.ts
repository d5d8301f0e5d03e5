import { describe, expect, it } from "vitest";
import { applyFormChange } from "./editor-form";
import { newCycle, type Cycle } from "./editor-state";
import { EDITORS } from "./periods";
import { findPlace, namedPlaces, nearestPlace } from "./places";

const config = EDITORS.petitesse;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("named places of the circle", () => {
  it("names the four times and the four markers of the period cycle, all inside the drawing", () => {
    const places = namedPlaces(config);
    expect(places.map((p) => p.label)).toEqual(["1-LOIN", "sombre voyance", "2-POUR", "point d'abus", "3-CONTRE", "soulagement", "4-SANS", "regret", "en dehors du cercle, en haut à gauche"]);
    for (const p of places) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(config.size - 20);
      expect(p.y).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(places.map((p) => `${p.x},${p.y}`)).size).toBe(places.length);
  });

  it("names the in-between places of the transformed cycle after its times", () => {
    expect(namedPlaces(EDITORS.grandeur).map((p) => p.label)).toContain("entre BIEN-ÊTRE et DON DE SOI");
  });

  it("finds a place back from its own position", () => {
    for (const p of namedPlaces(config)) expect(nearestPlace(config, p.x, p.y).id).toBe(p.id);
  });
});

describe("the editor's form changes (no JavaScript)", () => {
  const start: Cycle[] = [newCycle("c1")];

  it("adds a word at a named place, not in edit mode", () => {
    const change = applyFormChange(start, config, form({ intent: "add-word", cycleId: "c1", text: " colère ", place: "temps-2" }));
    const box = change.cycles[0]!.textBoxes[0]!;
    expect(change.message).toBe("Nouveau mot ajouté");
    expect(box).toMatchObject({ text: "colère", isEditing: false });
    const place = findPlace(config, "temps-2")!;
    expect([box.x, box.y]).toEqual([place.x, place.y]);
  });

  it("edits a word and moves it to another place, confirmed by « Données sauvegardées »", () => {
    const added = applyFormChange(start, config, form({ intent: "add-word", cycleId: "c1", text: "colère", place: "temps-1" }));
    const boxId = added.cycles[0]!.textBoxes[0]!.id;
    const edited = applyFormChange(added.cycles, config, form({ intent: "edit-word", cycleId: "c1", boxId, text: "rage", place: "entre-4" }));
    expect(edited.message).toBe("Données sauvegardées");
    expect(edited.cycles[0]!.textBoxes[0]!.text).toBe("rage");
    expect(nearestPlace(config, edited.cycles[0]!.textBoxes[0]!.x, edited.cycles[0]!.textBoxes[0]!.y).label).toBe("regret");
    const deleted = applyFormChange(edited.cycles, config, form({ intent: "delete-word", cycleId: "c1", boxId }));
    expect(deleted.cycles[0]!.textBoxes).toEqual([]);
    expect(deleted.message).toBe("Mot supprimé");
  });

  it("names the centre, adds a cycle, deletes it, and refuses to delete the last one", () => {
    const named = applyFormChange(start, config, form({ intent: "center", cycleId: "c1", centerText: "La honte" }));
    expect(named.cycles[0]!.centerText).toBe("La honte");
    const added = applyFormChange(named.cycles, config, form({ intent: "add-cycle" }));
    expect(added.cycles).toHaveLength(2);
    const removed = applyFormChange(added.cycles, config, form({ intent: "delete-cycle", cycleId: added.cycles[1]!.id }));
    expect(removed.cycles).toHaveLength(1);
    const refused = applyFormChange(removed.cycles, config, form({ intent: "delete-cycle", cycleId: "c1" }));
    expect(refused).toMatchObject({ refused: true, message: "Vous devez garder au moins un cycle" });
  });

  it("refuses an unknown intent, cycle or word", () => {
    expect(applyFormChange(start, config, form({ intent: "drop-table" })).refused).toBe(true);
    expect(applyFormChange(start, config, form({ intent: "add-word", cycleId: "nope", text: "x" })).refused).toBe(true);
    expect(applyFormChange(start, config, form({ intent: "edit-word", cycleId: "c1", boxId: "nope", text: "x" })).refused).toBe(true);
  });
});
