import { describe, expect, it } from "vitest";
import { ACCOUNT_MARK } from "~/limits/key";
import { typedIdentifier } from "./login-limits.server";

describe("a typed identifier as the login limits' keys hold it", () => {
  it("is trimmed and in lower case: « Camille » and « camille  » are one identifier", () => {
    expect(typedIdentifier("  Camille ")).toBe("camille");
    expect(typedIdentifier("Camille@Exemple.FR")).toBe("camille@exemple.fr");
  });
  it("never stands for an account: the mark a key holds for one is replaced", () => {
    expect(typedIdentifier(`camille${ACCOUNT_MARK}`)).not.toContain(ACCOUNT_MARK);
  });
  it("never names a profile's own counters (« compte:<id> »): such a try is counted apart", () => {
    const typed = typedIdentifier("Compte:0b5c3a1e-1111-4222-8333-944445555666");
    expect(typed.startsWith("compte:")).toBe(false);
    expect(typed).toBe("saisi:compte:0b5c3a1e-1111-4222-8333-944445555666");
  });
});
