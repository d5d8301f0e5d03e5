import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect: a link of ours never sends anyone to another site", () => {
  it.each([
    ["/forum/nouveau", "/forum/nouveau"],
    ["/practice/peur?step=2", "/practice/peur?step=2"],
    ["/history#fin", "/history#fin"],
    ["/a/../questions", "/questions"],
    ["/forum?q=été", "/forum?q=%C3%A9t%C3%A9"],
  ])("keeps the same-site path %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    "/\t/evil.test/a",
    "/\n/evil.test/a",
    "/\r/evil.test/a",
    "/\t\t/evil.test",
    "/ /evil.test",
    "/\u00a0/evil.test",
    "/\u2028/evil.test",
    "/\u0000/evil.test",
    "//evil.test",
    "///evil.test",
    "////evil.test",
    "/\\evil.test",
    "/\\/evil.test",
    "\\\\evil.test",
    "\\/evil.test",
    "https://evil.test",
    "http://evil.test/dashboard",
    "HTTPS://evil.test",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "evil.test",
    " /dashboard",
    "\t//evil.test",
    "%2F%2Fevil.test",
    "/%09/evil.test/a".replace("%09", "\t"),
    "//evil.test@rendez-vous.fr",
    "https:evil.test",
    "",
    "/" + "a".repeat(3000),
  ])("refuses the hostile target %j", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it("keeps encoded sequences inert inside the path", () => {
    // The browser does not decode %2F or %09 in a path: these stay on the site.
    expect(safeRedirect("/%2F%2Fevil.test")).toBe("/%2F%2Fevil.test");
    expect(safeRedirect("/%09/evil.test")).toBe("/%09/evil.test");
    expect(new URL(safeRedirect("/%09/evil.test"), "https://rendez-vous-interieur.fr").host).toBe("rendez-vous-interieur.fr");
  });

  it("uses the fallback for anything that is not a string", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined, "/")).toBe("/");
    expect(safeRedirect(new File([], "x") as unknown as string)).toBe("/dashboard");
  });
});
