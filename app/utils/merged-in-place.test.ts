import { describe, expect, it } from "vitest";
import { mergedInPlace } from "./merged-in-place";

describe("mergedInPlace: an answer the page merges, after which the root's data is not read again", () => {
  it("a forum reply, edit or deletion answered with the reply, a chat line sent, words kept on the device", () => {
    expect(mergedInPlace({ intent: "reply", alert: null, live: { reply: {}, toast: "Réponse ajoutée" } })).toBe(true);
    expect(mergedInPlace({ intent: "send", alert: null, sent: { id: "m" } })).toBe(true);
    expect(mergedInPlace({ waiting: "cle" })).toBe(true);
  });

  it("anything else keeps the root's own rule: a refusal, a form's errors, no answer, a redirect's absence of data", () => {
    expect(mergedInPlace({ intent: "reply", alert: "Trop de réponses", result: {} })).toBe(false);
    expect(mergedInPlace({ intent: "send", alert: null, sent: null })).toBe(false);
    expect(mergedInPlace(undefined)).toBe(false);
    expect(mergedInPlace(null)).toBe(false);
    expect(mergedInPlace("live")).toBe(false);
  });
});
