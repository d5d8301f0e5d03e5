import { describe, expect, it } from "vitest";
import { helpCountry } from "./countries";
import { numbersToCall, urgentLines } from "./urgent-lines";

describe("the lines for danger now", () => {
  it("are the suicide and emergency lines of the country, in its order", () => {
    expect(urgentLines(helpCountry("FR")).map((l) => l.number)).toEqual(["3114", "15", "112"]);
    expect(urgentLines(helpCountry("BE")).map((l) => l.number)).toEqual(["0800 32 123", "112"]);
    expect(urgentLines(helpCountry("LU")).every((l) => l.roles.includes("suicide") || l.roles.includes("urgence"))).toBe(true);
  });
  it("read as a French sentence", () => {
    expect(numbersToCall(urgentLines(helpCountry("FR")))).toBe("le 3114, le 15 ou le 112");
    expect(numbersToCall(urgentLines(helpCountry("LU")))).toBe("le 454545 ou le 112");
    expect(numbersToCall(urgentLines(helpCountry("BE")).slice(1))).toBe("le 112");
    expect(numbersToCall([])).toBe("");
  });
});
