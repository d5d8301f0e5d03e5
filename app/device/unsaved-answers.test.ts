import { describe, expect, it } from "vitest";
import { createUnsavedAnswers } from "./unsaved-answers";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe("answers the server could not save", () => {
  it("are kept per session and step until cleared, and blanks are not kept", () => {
    const storage = memory();
    const unsaved = createUnsavedAnswers(storage);
    unsaved.keep("s1", 2, "Ma peur du vide");
    unsaved.keep("s1", 3, "   ");
    unsaved.keep("s2", 1, "Autre séance");
    expect(unsaved.of("s1")).toEqual({ 2: "Ma peur du vide" });
    unsaved.clear("s1", 2);
    expect(unsaved.of("s1")).toEqual({});
    expect(unsaved.of("s2")).toEqual({ 1: "Autre séance" });
    unsaved.clear("s2");
    expect(storage.data.size).toBe(0);
  });

  it("survives a corrupt or full storage without throwing", () => {
    const storage = memory();
    storage.data.set("unsaved_answers", "{pas du json");
    const unsaved = createUnsavedAnswers(storage);
    expect(unsaved.of("s1")).toEqual({});
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => createUnsavedAnswers(full).keep("s1", 1, "texte")).not.toThrow();
  });
});
