import { describe, expect, it } from "vitest";
import { applyFormChange } from "./editor-form";
import { addBox, apartDistance, newCycle, type Cycle } from "./editor-state";
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
    expect(places.map((p) => p.label)).toEqual([
      "1-LOIN",
      "sombre voyance",
      "2-POUR",
      "point d'abus",
      "3-CONTRE",
      "soulagement",
      "4-SANS",
      "regret",
      "en dehors du cercle, en haut à gauche",
    ]);
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
    const edited = applyFormChange(
      added.cycles,
      config,
      form({ intent: "edit-word", cycleId: "c1", boxId, text: "rage", place: "entre-4" }),
    );
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

describe("new words are placed apart (issue 30 item 8)", () => {
  const bounds = { size: config.size, newBox: config.newBox };
  const covers = (a: { x: number; y: number }, b: { x: number; y: number }) => {
    const apart = apartDistance(bounds);
    return Math.abs(a.x - b.x) < apart.x && Math.abs(a.y - b.y) < apart.y;
  };

  it("with « + Ajouter un mot », five new words never cover one another, all inside the drawing", () => {
    let cycles: Cycle[] = [newCycle("c1")];
    for (let i = 0; i < 5; i++) cycles = addBox(cycles, "c1", bounds).cycles;
    const boxes = cycles[0]!.textBoxes;
    expect(boxes).toHaveLength(5);
    expect([boxes[0]!.x, boxes[0]!.y]).toEqual([config.newBox.x, config.newBox.y]);
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(covers(a, b), `${a.x},${a.y} / ${b.x},${b.y}`).toBe(false)));
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x).toBeLessThanOrEqual(config.size - 20);
    }
  });

  it("without JavaScript, two words sent to the same place land apart, and a word moved onto another one too", () => {
    let cycles: Cycle[] = [newCycle("c1")];
    cycles = applyFormChange(cycles, config, form({ intent: "add-word", cycleId: "c1", text: "peur", place: "temps-1" })).cycles;
    cycles = applyFormChange(cycles, config, form({ intent: "add-word", cycleId: "c1", text: "honte", place: "temps-1" })).cycles;
    cycles = applyFormChange(cycles, config, form({ intent: "add-word", cycleId: "c1", text: "colère", place: "temps-3" })).cycles;
    const [peur, honte, colere] = cycles[0]!.textBoxes;
    expect(covers(peur!, honte!)).toBe(false);
    expect(nearestPlace(config, honte!.x, honte!.y).id).not.toBe("temps-3");
    const moved = applyFormChange(
      cycles,
      config,
      form({ intent: "edit-word", cycleId: "c1", boxId: colere!.id, text: "colère", place: "temps-1" }),
    ).cycles;
    const after = moved[0]!.textBoxes;
    after.forEach((a, i) => after.slice(i + 1).forEach((b) => expect(covers(a, b)).toBe(false)));
  });

  it("keeps a word where it is when only its text changes", () => {
    let cycles: Cycle[] = [newCycle("c1")];
    cycles = applyFormChange(cycles, config, form({ intent: "add-word", cycleId: "c1", text: "peur", place: "temps-1" })).cycles;
    cycles = applyFormChange(cycles, config, form({ intent: "add-word", cycleId: "c1", text: "honte", place: "temps-1" })).cycles;
    const honte = cycles[0]!.textBoxes[1]!;
    const place = nearestPlace(config, honte.x, honte.y).id;
    const edited = applyFormChange(
      cycles,
      config,
      form({ intent: "edit-word", cycleId: "c1", boxId: honte.id, text: "la honte", place }),
    ).cycles;
    expect(edited[0]!.textBoxes[1]).toMatchObject({ text: "la honte", x: honte.x, y: honte.y });
  });
});
