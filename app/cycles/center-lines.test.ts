import { describe, expect, it } from "vitest";
import { centerLines } from "./components/cycle-diagram";

describe("the centre of the circle", () => {
  it("keeps a short name on one line and splits a long one in two balanced lines (« Grandeur centrale » on a phone)", () => {
    expect(centerLines("la misère")).toEqual(["la misère"]);
    expect(centerLines("Grandeur centrale")).toEqual(["Grandeur", "centrale"]);
    expect(centerLines("Nommer la peur du noir")).toEqual(["Nommer la", "peur du noir"]);
    expect(centerLines("Anticonstitutionnellement")).toEqual(["Anticonstitutionnellement"]);
  });
});
