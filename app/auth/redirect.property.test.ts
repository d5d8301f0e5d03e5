/**
 * The return-address rule compared with the WHATWG URL parser (issue 41): whatever string comes in,
 * what comes out resolves, against the site's origin, to that same origin, reads the same on a second
 * resolution, and is exactly the parser's path, query and fragment whenever that path is not "//…".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

const ORIGIN = "https://rendez-vous-interieur.fr";

// Pieces a hostile address is made of: tabs, newlines, backslashes, dot segments, encoded characters.
const piece = fc.constantFrom(
  "/",
  "//",
  "\\",
  "\\\\",
  ".",
  "..",
  "./",
  "../",
  "/./",
  "/../",
  "%2e",
  "%2E",
  "%2f",
  "%5c",
  "%09",
  "%00",
  "\t",
  "\n",
  "\r",
  " ",
  "\u00a0",
  "\u0000",
  "\u001f",
  "\u2028",
  "\ufeff",
  "?",
  "#",
  "@",
  ":",
  "evil.example",
  "EVIL.example",
  "http:",
  "https:",
  "javascript:",
  "data:",
  "//evil.example",
  "forum",
  "a",
  "é",
  "%",
);
const hostile = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 4 }), fc.string({ unit: "binary", maxLength: 3 })), { maxLength: 12 })
  .map((parts) => parts.join(""));

describe("safeRedirect against the WHATWG parser", () => {
  it("always gives an address that stays on the site, and reads the same a second time", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const result = safeRedirect(value, "/");
        const resolved = new URL(result, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps what the parser keeps on the site, and refuses what it sends elsewhere", () => {
    fc.assert(
      fc.property(hostile, (value) => {
        let parsed: URL | null = null;
        try {
          parsed = new URL(value, ORIGIN);
        } catch {
          parsed = null;
        }
        const path = parsed ? `${parsed.pathname}${parsed.search}${parsed.hash}` : "";
        const expected = parsed && parsed.origin === ORIGIN && !path.startsWith("//") && value.length > 0 ? path : "/fallback";
        expect(safeRedirect(value, "/fallback")).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
