import { describe, expect, it } from "vitest";
import { offlinePageFor } from "./public-pages";
import { offlineReason, retryTarget } from "./retry-target";

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

describe("why the offline page shows (decision 0458)", () => {
  it("says « hors ligne » when the network failed, « trop lente » only when it was slow", () => {
    const offline = new URL(offlinePageFor("/history?page=2"), ORIGIN);
    const slow = new URL(offlinePageFor("/history?page=2", "slow"), ORIGIN);
    expect(offlineReason(offline.search)).toBe("offline");
    expect(offlineReason(slow.search)).toBe("slow");
    // Both keep the page asked for, for « Réessayer ».
    expect(retryTarget(offline.search)).toBe("/history?page=2");
    expect(retryTarget(slow.search)).toBe("/history?page=2");
  });
  it("reads nothing else as slow", () => {
    expect(offlineReason("")).toBe("offline");
    expect(offlineReason("?lent=0")).toBe("offline");
    expect(offlineReason("?de=%2F%3Flent%3D1")).toBe("offline");
  });
});
