import { describe, expect, it } from "vitest";
import { GUIDED_STEPS } from "~/practice/content/trois-gestes";
import { stepIndex } from "./guided";

describe("the guided practice's steps", () => {
  it("are the spec's seven titles", () => {
    expect(GUIDED_STEPS).toEqual([
      "Saluer le Chercheur",
      "Laisser venir une douleur",
      "Entrer dans le geste traumatique",
      "Passer dans le geste transformé",
      "Rencontrer son Maître Intérieur",
      "Poser un Acte",
      "Saluer et faire le Bilan",
    ]);
  });
  it("are limited to valid indexes", () => {
    expect(stepIndex(null)).toBe(0);
    expect(stepIndex("3")).toBe(2);
    expect(stepIndex("0")).toBe(0);
    expect(stepIndex("99")).toBe(6);
    expect(stepIndex("abc")).toBe(0);
  });
});
