import { describe, expect, it } from "vitest";
import { stepDraftFields } from "./wizard-draft";

describe("a wizard step's draft on the device", () => {
  it("is given back only to its own step of its own session", () => {
    const draft = { scope: "s1:5-2-a", fields: { answer: "De l'inquiétude", rating_a: "9" } };
    expect(stepDraftFields(draft, "s1:5-2-a")).toEqual({ answer: "De l'inquiétude", rating_a: "9" });
    expect(stepDraftFields(draft, "s1:6-2-a")).toBeNull();
    expect(stepDraftFields(draft, "s2:5-2-a")).toBeNull();
  });

  it("reads anything else as no draft, and keeps only text values", () => {
    expect(stepDraftFields(null, "x")).toBeNull();
    expect(stepDraftFields("texte", "x")).toBeNull();
    expect(stepDraftFields({ scope: "x" }, "x")).toBeNull();
    expect(stepDraftFields({ scope: "x", fields: { a: "1", b: 2, c: { d: 1 } } }, "x")).toEqual({ a: "1" });
  });
});
