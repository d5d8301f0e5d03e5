import { afterEach, describe, expect, it, vi } from "vitest";
import { builtOnce } from "./built-once";

const KINDS = ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "ListFormat"] as const;

/** Counts every Intl object built while `run` goes, each constructor wrapped and working as before. */
async function intlBuiltDuring(run: () => Promise<unknown>) {
  let built = 0;
  for (const kind of KINDS) {
    const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
    // A `function`, not an arrow: Vitest 5 calls a mocked constructor with `new`.
    vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
      built++;
      return new Original(...args);
    } as never);
  }
  await run();
  return built;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("builtOnce", () => {
  it("builds on the first call only, then gives the same value", () => {
    const build = vi.fn(() => ({}));
    const get = builtOnce(build);
    expect(build).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

// Decision 0370: the first Intl object of a page loads the browser's locale data (a long task on a slow
// phone). The shell's modules build none when they are evaluated, only when something is formatted.
describe("the shell's formatting modules", () => {
  it("build no Intl object when imported", async () => {
    const built = await intlBuiltDuring(() =>
      Promise.all([import("./dates"), import("./numbers"), import("./plural"), import("./relative-time"), import("~/care/urgent-lines")]),
    );
    expect(built).toBe(0);
  });

  it("build each formatter on first use and format as before", async () => {
    let texts: string[] = [];
    const built = await intlBuiltDuring(async () => {
      const { formatShortDate } = await import("./dates");
      const { countLabel } = await import("./plural");
      texts = [formatShortDate("2026-11-21T12:00:00Z"), formatShortDate("2026-11-22T12:00:00Z"), countLabel(5000, "réponse", "réponses")];
    });
    expect(texts).toEqual(["21 nov.", "22 nov.", "5\u202f000 réponses"]);
    expect(built).toBe(1); // the short date, once; counts and plurals need none (decision 0446)
  });

  // Decision 0446: what a public page formats while it hydrates builds no Intl object at all.
  it("write counts, plurals, relative times and the numbers to call without any Intl object", async () => {
    let texts: string[] = [];
    const built = await intlBuiltDuring(async () => {
      const { countLabel } = await import("./plural");
      const { formatNumber } = await import("./numbers");
      const { formatRelative } = await import("./relative-time");
      const { numbersToCall, urgentLines } = await import("~/care/urgent-lines");
      const { helpCountry } = await import("~/care/countries");
      const now = new Date("2026-11-21T12:00:00Z");
      texts = [
        countLabel(12, "réponse", "réponses"),
        formatNumber(-1234),
        formatRelative("2026-11-20T12:00:00Z", now),
        formatRelative("2026-11-21T09:00:00Z", now),
        numbersToCall(urgentLines(helpCountry("FR"))),
      ];
    });
    expect(texts).toEqual(["12 réponses", "-1\u202f234", "hier", "il y a 3 heures", "le\u00a03114, le\u00a015 ou le\u00a0112"]);
    expect(built).toBe(0);
  });
});
