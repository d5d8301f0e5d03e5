import { describe, expect, it } from "vitest";
import { stepDraftFields, stepDraftScope } from "./wizard-draft";

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

describe("a step draft's scope on a shared device (issue 30 item 9)", () => {
  it("belongs to the session, else to the signed-in person, else to the device's visitor", () => {
    expect(stepDraftScope("s1", "u1", 2)).toBe("s1:2");
    expect(stepDraftScope(null, "u1", 2)).toBe("compte-u1:2");
    expect(stepDraftScope(null, null, 2)).toBe("visiteur:2");
    // The next person signed in on the same device never reads the first one's unsent text.
    const draft = { scope: stepDraftScope(null, "u1", 1), fields: { texte: "privé" } };
    expect(stepDraftFields(draft, stepDraftScope(null, "u2", 1))).toBeNull();
    expect(stepDraftFields(draft, stepDraftScope(null, "u1", 1))).toEqual({ texte: "privé" });
  });
});
