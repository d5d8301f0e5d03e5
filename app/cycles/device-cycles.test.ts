import { describe, expect, it } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { toDocument, newCycle } from "./editor-state";
import { DEVICE_CYCLE_KEY, loadDeviceDocument, saveDeviceDocument } from "./device-cycles";
import { EDITORS } from "./periods";

describe("cycles on the device", () => {
  it("uses the spec's keys: cycle-{periodId} and meilleur-cycle-{periodId}", () => {
    expect(EDITORS.petitesse.storageKey("0-6")).toBe("cycle-0-6");
    expect(EDITORS.grandeur.storageKey("meilleur-0-6")).toBe("meilleur-cycle-0-6");
    for (const key of ["cycle-0-6", "meilleur-cycle-12-18", "cycles-v2-data", "saved-cycles"]) expect(DEVICE_CYCLE_KEY.test(key)).toBe(true);
    expect(DEVICE_CYCLE_KEY.test("local_practices")).toBe(false);
  });

  it("saves and loads a period's cycles", () => {
    const storage = new FakeStorage();
    const doc = toDocument([{ ...newCycle("c1"), centerText: "La honte" }]);
    expect(saveDeviceDocument(storage, "cycle-0-6", doc)).toBe(true);
    expect(loadDeviceDocument(storage, "cycle-0-6")).toEqual({ document: doc, status: "loaded" });
  });

  it("removes corrupted data and starts a fresh cycle", () => {
    const storage = new FakeStorage();
    storage.setItem("cycle-0-6", '{"cycles":"cassé"');
    const result = loadDeviceDocument(storage, "cycle-0-6");
    expect(result.status).toBe("corrupted");
    expect(result.document.cycles).toHaveLength(1);
    expect(storage.getItem("cycle-0-6")).toBeNull();
  });

  it("a full storage makes the save fail instead of throwing", () => {
    const storage = new FakeStorage(10);
    expect(saveDeviceDocument(storage, "cycle-0-6", toDocument([newCycle("c1")]))).toBe(false);
  });
});
