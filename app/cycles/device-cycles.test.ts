import { describe, expect, it } from "vitest";
import { FakeStorage } from "../../tests/support/fake-storage";
import { toDocument, newCycle } from "./editor-state";
import {
  DEVICE_CYCLE_KEY,
  keepUnreadableCopy,
  loadDeviceDocument,
  loadDeviceSavedCycles,
  loadDeviceV2,
  saveDeviceDocument,
} from "./device-cycles";
import { initialV2State, toSavedCycle } from "./v2-flow";
import { EDITORS } from "./periods";

describe("cycles on the device", () => {
  it("uses the spec's keys: cycle-{periodId} and meilleur-cycle-{periodId}", () => {
    expect(EDITORS.petitesse.storageKey("0-6")).toBe("cycle-0-6");
    expect(EDITORS.grandeur.storageKey("meilleur-0-6")).toBe("meilleur-cycle-0-6");
    for (const key of ["cycle-0-6", "meilleur-cycle-12-18", "cycles-v2-data", "saved-cycles"])
      expect(DEVICE_CYCLE_KEY.test(key)).toBe(true);
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

  it("a device that refuses to be read is reported, and nothing is removed", () => {
    const storage = new FakeStorage();
    storage.setItem("cycle-0-6", JSON.stringify(toDocument([newCycle("c1")])));
    const refusing = {
      ...storage,
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: storage.setItem.bind(storage),
      removeItem: storage.removeItem.bind(storage),
    };
    expect(loadDeviceDocument(refusing, "cycle-0-6").status).toBe("unreadable");
    expect(storage.getItem("cycle-0-6")).not.toBeNull();
    expect(loadDeviceV2(refusing).failed).toBe(true);
    expect(loadDeviceSavedCycles(refusing)).toEqual({ cycles: [], failed: true });
  });

  it("an unreadable saved-cycles list keeps its readable cycles, reports the rest, and its text is copied before any write", () => {
    const storage = new FakeStorage();
    const good = toSavedCycle({ ...initialV2State(), centerText: "La honte" }, "v2-1");
    storage.setItem("saved-cycles", JSON.stringify([good, { broken: true }]));
    expect(loadDeviceSavedCycles(storage)).toEqual({ cycles: [good], failed: true });
    keepUnreadableCopy(storage, "saved-cycles");
    expect(storage.getItem("saved-cycles-illisible")).toBe(JSON.stringify([good, { broken: true }]));
    storage.setItem("saved-cycles", "[]");
    keepUnreadableCopy(storage, "saved-cycles");
    expect(storage.getItem("saved-cycles-illisible")).toContain("broken");
    expect(DEVICE_CYCLE_KEY.test("saved-cycles-illisible")).toBe(false);

    storage.setItem("saved-cycles", "pas du JSON");
    expect(loadDeviceSavedCycles(storage).failed).toBe(true);
    expect(loadDeviceSavedCycles(new FakeStorage())).toEqual({ cycles: [], failed: false });
  });

  it("a questionnaire under way that cannot be read is reported; an empty device is not", () => {
    const storage = new FakeStorage();
    expect(loadDeviceV2(storage)).toEqual({ state: null, failed: false });
    storage.setItem("cycles-v2-data", "{cassé");
    expect(loadDeviceV2(storage)).toEqual({ state: null, failed: true });
  });
});
