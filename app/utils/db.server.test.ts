import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, bookmarkCookie, bookmarkOf, openReadSession, sessionStart } from "./db.server";

const MARK = "0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b";
const LATER = "0000007b-0000b26f-00000010-9a3e87bb37b3db5cc52eedb93cd3b96b";

describe("the bookmark cookie", () => {
  it("reads the bookmark among other cookies", () => {
    expect(bookmarkOf(`rvi_session=abc.def; ${BOOKMARK_COOKIE}=${MARK}; theme=dark`)).toBe(MARK);
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=${MARK}`)).toBe(MARK);
  });

  it("ignores no cookie, another cookie of a similar name, and anything that is not a bookmark", () => {
    expect(bookmarkOf(null)).toBeNull();
    expect(bookmarkOf("")).toBeNull();
    expect(bookmarkOf(`x${BOOKMARK_COOKIE}=${MARK}`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=first-primary`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=${MARK},evil`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}="${MARK}"`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=${"0".repeat(8)}-${"a".repeat(200)}`)).toBeNull();
    expect(bookmarkOf(`${BOOKMARK_COOKIE}=<script>`)).toBeNull();
  });

  it("is written after a write only, when the bookmark is new, HttpOnly, SameSite=Lax, for the whole site", () => {
    const line = bookmarkCookie("POST", null, MARK, true);
    expect(line).toBe(`${BOOKMARK_COOKIE}=${MARK}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(bookmarkCookie("DELETE", `${BOOKMARK_COOKIE}=${MARK}`, LATER, false)).toBe(
      `${BOOKMARK_COOKIE}=${LATER}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    // A read never sets it (a visitor's page stays cookie-free and cacheable).
    expect(bookmarkCookie("GET", null, MARK, true)).toBeNull();
    expect(bookmarkCookie("HEAD", null, MARK, true)).toBeNull();
    // Nothing new, or nothing read at all.
    expect(bookmarkCookie("POST", `${BOOKMARK_COOKIE}=${MARK}`, MARK, true)).toBeNull();
    expect(bookmarkCookie("POST", null, null, true)).toBeNull();
    expect(bookmarkCookie("POST", null, "first-primary", true)).toBeNull();
  });
});

describe("where a request's session starts", () => {
  it("a write at the primary, whatever its bookmark", () => {
    expect(sessionStart("POST", `${BOOKMARK_COOKIE}=${MARK}`, false)).toBe("first-primary");
    expect(sessionStart("PUT", null, false)).toBe("first-primary");
    expect(sessionStart("DELETE", null, false)).toBe("first-primary");
  });

  it("a read from the person's bookmark, or anywhere without one", () => {
    expect(sessionStart("GET", `rvi_session=s; ${BOOKMARK_COOKIE}=${MARK}`, false)).toBe(MARK);
    expect(sessionStart("GET", "rvi_session=s", false)).toBe("first-unconstrained");
    expect(sessionStart("GET", `${BOOKMARK_COOKIE}=nonsense`, false)).toBe("first-unconstrained");
  });

  it("a page the edge cache may keep for every visitor at the primary", () => {
    expect(sessionStart("GET", null, true)).toBe("first-primary");
  });
});

/** A D1 binding whose sessions record where they started and answer with a given bookmark. */
function fakeBinding(answered: string | null) {
  const started: (string | undefined)[] = [];
  const calls: string[] = [];
  const binding = {
    withSession(start?: string) {
      started.push(start);
      let bookmark: string | null = start && !start.startsWith("first-") ? start : null;
      return {
        prepare(query: string) {
          calls.push(`prepare ${query}`);
          bookmark = answered;
          return { query } as unknown as D1PreparedStatement;
        },
        async batch(statements: D1PreparedStatement[]) {
          calls.push(`batch ${statements.length}`);
          bookmark = answered;
          return [];
        },
        getBookmark: () => bookmark,
      };
    },
    prepare: () => {
      throw new Error("the binding itself is never queried");
    },
    batch: () => {
      throw new Error("the binding itself is never queried");
    },
  };
  return { binding: binding as unknown as D1Database, started, calls };
}

const request = (method: string, cookie?: string) =>
  new Request("https://rendez-vous-interieur.fr/journal", { method, headers: cookie ? { Cookie: cookie } : {} });

describe("the request's session", () => {
  it("runs every statement and batch in the session, never on the binding", async () => {
    const { binding, started, calls } = fakeBinding(LATER);
    const reads = openReadSession(binding, request("GET", `${BOOKMARK_COOKIE}=${MARK}`), { storedPage: false, secure: true });
    reads.d1.prepare("SELECT 1");
    await reads.d1.batch([reads.d1.prepare("SELECT 2")]);
    expect(started).toEqual([MARK]);
    expect(reads.start).toBe(MARK);
    expect(calls).toEqual(["prepare SELECT 1", "prepare SELECT 2", "batch 1"]);
    await expect(reads.d1.exec("DELETE FROM x")).rejects.toThrow(/outside the request's session/);
  });

  it("keeps a write's new bookmark in the answer, and adds nothing to a read's", async () => {
    const { binding } = fakeBinding(LATER);
    const write = openReadSession(binding, request("POST", `${BOOKMARK_COOKIE}=${MARK}`), { storedPage: false, secure: false });
    await write.d1.batch([]);
    const answered = write.keepBookmark(new Response(null, { status: 302, headers: { Location: "/journal", "Set-Cookie": "a=b" } }));
    expect(answered.headers.getSetCookie()).toEqual(["a=b", `${BOOKMARK_COOKIE}=${LATER}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`]);

    const read = openReadSession(binding, request("GET"), { storedPage: false, secure: false });
    await read.d1.batch([]);
    expect(read.keepBookmark(new Response("page")).headers.has("Set-Cookie")).toBe(false);
  });

  it("gives an answer whose headers cannot change a copy with the cookie", async () => {
    const { binding } = fakeBinding(LATER);
    const write = openReadSession(binding, request("POST"), { storedPage: false, secure: true });
    await write.d1.batch([]);
    const frozen = Response.redirect("https://rendez-vous-interieur.fr/journal", 303); // immutable headers
    expect(() => frozen.headers.set("X", "1")).toThrow();
    const answered = write.keepBookmark(frozen);
    expect(answered.status).toBe(303);
    expect(answered.headers.get("Location")).toBe("https://rendez-vous-interieur.fr/journal");
    expect(answered.headers.get("Set-Cookie")).toContain(`${BOOKMARK_COOKIE}=${LATER}`);
  });
});
