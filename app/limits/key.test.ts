import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { limitKey, limitKeyAroundAccount, type Subject } from "./key";
import { LIMITS, type LimitName } from "./table";

const names = Object.keys(LIMITS) as LimitName[];
/** Values a hostile person would pick: other parts' names, separators, addresses, dates, and anything. */
const value = fc.oneof(
  fc.constantFrom(
    "10.66.66.66",
    "account",
    "ip",
    "user",
    "client",
    "identifier",
    "recipient",
    "login",
    "2026-11-28",
    "a|b",
    "a=b",
    "%7C",
    ":",
    "local",
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.emailAddress(),
);
const subject = fc.record({ account: value, identifier: value, client: value, recipient: value });

function only(name: LimitName, s: Subject): Subject {
  return Object.fromEntries(LIMITS[name].counts.map((part) => [part, s[part]]));
}

describe("a limit's key", () => {
  it("is the same for the same limit and subject, and differs whenever the limit or a counted part differs", () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.constantFrom(...names), subject, subject, (a, b, s, t) => {
        const sa = only(a, s);
        const sb = only(b, t);
        const same = a === b && JSON.stringify(sa) === JSON.stringify(only(a, t));
        expect(limitKey(a, sa) === limitKey(b, sb)).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a subject without a counted part", () => {
    expect(() => limitKey("login.pair", { identifier: "camille" })).toThrow(/missing client/);
  });

  it("names the Paris day for the assistant's quota, and is built around the account in SQL to the letter", () => {
    const now = new Date("2026-11-23T23:00:00Z");
    expect(limitKey("assistant.day", { account: "u1" }, now)).toBe("assistant.day|account=u1|day=2026-11-24");
    const [before, after] = limitKeyAroundAccount("assistant.day", now);
    expect(`${before}u1${after}`).toBe(limitKey("assistant.day", { account: "u1" }, now));
  });
});
