import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, callbackProcessingText } from "./messages";

describe("callback progress texts (spec 1 §7)", () => {
  it("say « Traitement du lien magique… » for one-time and recovery links", () => {
    expect(callbackProcessingText("magiclink")).toBe("Traitement du lien magique…");
    expect(callbackProcessingText("recovery")).toBe("Traitement du lien magique…");
  });
  it("say « Vérification finale… » for a sign-up confirmation", () => {
    expect(callbackProcessingText("signup")).toBe("Vérification finale…");
    expect(callbackProcessingText(null)).toBe(AUTH_MESSAGES.callback.final);
  });
});
