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
    " /dashboard",
    "\t//evil.test",
    "/%09/evil.test/a".replace("%09", "\t"),
    "/.//evil.test",
    "/./\\evil.test",
    "/a/..//evil.test",
    "/..//evil.test",
    "/%2e//evil.test",
    "/.%2e//evil.test",
    "//evil.test@rendez-vous.fr",
    "",
    "/" + "a".repeat(3000),
  ])("refuses the hostile target %j", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it.each([
    ["/ /evil.test", "/%20/evil.test"],
    ["/\u00a0/evil.test", "/%C2%A0/evil.test"],
    ["/\u2028/evil.test", "/%E2%80%A8/evil.test"],
    ["/\u0000/evil.test", "/%00/evil.test"],
    ["evil.test", "/evil.test"],
    ["https:evil.test", "/evil.test"],
    ["%2F%2Fevil.test", "/%2F%2Fevil.test"],
  ])("reads %j as the parser does, a path of this site", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
    expect(new URL(expected, "https://rendez-vous-interieur.fr").host).toBe("rendez-vous-interieur.fr");
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
