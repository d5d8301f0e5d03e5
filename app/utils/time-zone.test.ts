import { describe, expect, it } from "vitest";
import { canonicalTimeZone, isIanaTimeZone, zonePlace } from "./time-zone";

describe("the one time-zone rule (decision 0474)", () => {
  it("refuses offsets and what Intl does not know", () => {
    for (const zone of ["-02:41", "+01:00", "+0100", "Etc/GMT+3", "Europe/Nulle-Part", "", "x".repeat(65)]) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });

  it("accepts IANA names of Intl's list, UTC and the old names, as given, in Intl's case", () => {
    expect(canonicalTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("America/Montreal")).toBe("America/Montreal");
    expect(isIanaTimeZone("Europe/Kiev")).toBe(true);
    expect(isIanaTimeZone("Etc/UTC")).toBe(true);
  });

  it("names the zone as a place", () => {
    expect(zonePlace("Europe/Paris")).toBe("heure de Paris");
    expect(zonePlace("Europe/Amsterdam")).toBe("heure d'Amsterdam");
    expect(zonePlace("America/New_York")).toBe("heure de New York");
    expect(zonePlace("UTC")).toBe("temps universel (UTC)");
  });
});
