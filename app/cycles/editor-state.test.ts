import { describe, expect, it } from "vitest";
import {
  apartDistance,
  addBox,
  addCycle,
  deleteBox,
  deleteCycle,
  editBox,
  moveBox,
  newCycle,
  nudgeBox,
  readDocument,
  setCenterText,
  startEditing,
  stopEditing,
  toDocument,
  type Cycle,
} from "./editor-state";
import { CYCLE_MESSAGES as M } from "./messages";

const bounds = { size: 800, newBox: { x: 150, y: 20 } };
const one = (): Cycle[] => [newCycle("c1")];

describe("cycles: add and delete", () => {
  it("adds a cycle with 'Nouveau cycle ajouté'", () => {
    const result = addCycle(one(), newCycle("c2"));
    expect(result.cycles.map((c) => c.id)).toEqual(["c1", "c2"]);
    expect(result.message).toBe(M.cycleAdded);
  });

  it("deletes a cycle with 'Cycle supprimé' while another remains", () => {
    const two = addCycle(one(), newCycle("c2")).cycles;
    const result = deleteCycle(two, "c1");
    expect(result.cycles.map((c) => c.id)).toEqual(["c2"]);
    expect(result.message).toBe(M.cycleDeleted);
  });

  it("refuses to delete the last cycle: 'Vous devez garder au moins un cycle'", () => {
    const result = deleteCycle(one(), "c1");
    expect(result.refused).toBe(true);
    expect(result.message).toBe("Vous devez garder au moins un cycle");
    expect(result.cycles).toHaveLength(1);
  });

  it("names the central misery", () => {
    expect(setCenterText(one(), "c1", "La honte")[0]!.centerText).toBe("La honte");
  });
});

describe("words: add, edit, move, delete", () => {
  it("a new word starts at the editor's starting point (the next one just below it), in edit mode, alone in edit mode", () => {
    const first = addBox(one(), "c1", bounds, "w1").cycles;
    expect(first[0]!.textBoxes[0]).toMatchObject({ x: 150, y: 20 });
    const second = addBox(first, "c1", bounds, "w2");
    expect(second.message).toBe(M.wordAdded);
    const boxes = second.cycles[0]!.textBoxes;
    expect(boxes.find((b) => b.id === "w2")).toMatchObject({ x: 150, y: 20 + apartDistance(bounds).y, text: "", isEditing: true });
    expect(boxes.find((b) => b.id === "w1")!.isEditing).toBe(false);
  });

  it("a click edits in place and blur leaves edit mode", () => {
    let cycles = addBox(one(), "c1", bounds, "w1").cycles;
    cycles = stopEditing(cycles, "c1", "w1");
    expect(cycles[0]!.textBoxes[0]!.isEditing).toBe(false);
    cycles = startEditing(cycles, "c1", "w1");
    cycles = editBox(cycles, "c1", "w1", "colère");
    expect(cycles[0]!.textBoxes[0]).toMatchObject({ text: "colère", isEditing: true });
  });

  it("moves a word and keeps it inside the drawing", () => {
    let cycles = addBox(one(), "c1", bounds, "w1").cycles;
    cycles = moveBox(cycles, "c1", "w1", bounds, 412.6, 300.2);
    expect(cycles[0]!.textBoxes[0]).toMatchObject({ x: 413, y: 300 });
    cycles = moveBox(cycles, "c1", "w1", bounds, -50, 5000);
    expect(cycles[0]!.textBoxes[0]).toMatchObject({ x: 0, y: 780 });
  });

  it("arrow keys nudge a word", () => {
    let cycles = addBox(one(), "c1", bounds, "w1").cycles;
    cycles = nudgeBox(cycles, "c1", "w1", bounds, 10, -10);
    expect(cycles[0]!.textBoxes[0]).toMatchObject({ x: 160, y: 10 });
  });

  it("deletes a word with 'Mot supprimé'", () => {
    const cycles = addBox(one(), "c1", bounds, "w1").cycles;
    const result = deleteBox(cycles, "c1", "w1");
    expect(result.cycles[0]!.textBoxes).toEqual([]);
    expect(result.message).toBe("Mot supprimé");
  });
});

describe("stored documents", () => {
  it("saves the cycles with a timestamp and never an open edit", () => {
    const cycles = addBox(one(), "c1", bounds, "w1").cycles;
    const doc = toDocument(cycles, new Date("2026-11-23T10:00:00Z"));
    expect(doc.timestamp).toBe("2026-11-23T10:00:00.000Z");
    expect(doc.cycles[0]!.textBoxes[0]!.isEditing).toBe(false);
  });

  it("reads back what was saved", () => {
    const doc = toDocument(setCenterText(one(), "c1", "La peur"));
    const read = readDocument(JSON.stringify(doc));
    expect(read.status).toBe("loaded");
    expect(read.document).toEqual(doc);
  });

  it("nothing stored: one fresh cycle", () => {
    const read = readDocument(null);
    expect(read.status).toBe("empty");
    expect(read.document.cycles).toHaveLength(1);
  });

  it.each([["{pas du json"], ['{"cycles":[]}'], ['{"cycles":[{"id":"a","centerText":3,"textBoxes":[]}],"timestamp":"x"}'], ["42"]])(
    "corrupted data (%s) is replaced by a fresh cycle",
    (raw) => {
      const read = readDocument(raw);
      expect(read.status).toBe("corrupted");
      expect(read.document.cycles).toHaveLength(1);
      expect(read.document.cycles[0]!.textBoxes).toEqual([]);
    },
  );
});
