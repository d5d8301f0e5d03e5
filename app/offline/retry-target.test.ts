import { describe, expect, it } from "vitest";
import { retryTarget } from "./retry-target";

const ORIGIN = "https://rendez-vous-interieur.fr";

describe("« Réessayer » on the offline page", () => {
  it.each(["/%09/evil.example", "/.//evil.example", "/%5C/evil.example", "%2F%2Fevil.example", "/./\\evil.example"])(
    "stays on the site for de=%s",
    (de) => {
      const target = retryTarget(`?de=${de}`);
      expect(target).not.toBeNull();
      expect(new URL(target!, ORIGIN).origin).toBe(ORIGIN);
    },
  );
  it("keeps the page the person asked for, with its query", () => {
    expect(retryTarget(`?de=${encodeURIComponent("/forum?q=peur")}`)).toBe("/forum?q=peur");
  });
  it("draws no link without `de`", () => {
    expect(retryTarget("")).toBeNull();
  });
});
