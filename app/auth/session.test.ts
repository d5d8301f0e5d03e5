import { describe, expect, it } from "vitest";
import type { Db } from "~/utils/db.server";
import { sha256 } from "~/utils/crypto.server";
import { canModerate } from "./permissions";
import { sessionCookie, sessionIdOf } from "./session.server";

const env = (APP_ENV: string) => ({ APP_ENV, SESSION_SECRET: "secret" }) as unknown as Env;

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax and Secure outside local development", async () => {
    const header = await sessionCookie(env("production")).serialize("token");
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
  });
  it("is not Secure in local development (plain http://localhost)", async () => {
    expect(await sessionCookie(env("development")).serialize("token")).not.toMatch(/Secure/);
  });
  it("refuses a tampered value", async () => {
    const cookie = sessionCookie(env("production"));
    const header = await cookie.serialize("token");
    const value = header.split(";")[0]!.split("=").slice(1).join("=");
    expect(await cookie.parse(`rvi_session=${value}`)).toBe("token");
    expect(await cookie.parse(`rvi_session=${value.slice(0, -2)}xx`)).toBeNull();
  });
});

describe("the session id of a request", () => {
  const idOf = (environment: Env, cookie: string | null) =>
    sessionIdOf({} as Db, environment, new Request("https://example.org/", { headers: cookie === null ? {} : { Cookie: cookie } }));
  const signed = async (environment: Env, token: string) => (await sessionCookie(environment).serialize(token)).split(";")[0]!;

  it("is the hash of the signed token", async () => {
    const production = { APP_ENV: "production", SESSION_SECRET: "secret-a" } as unknown as Env;
    expect(await idOf(production, `prefs=1; ${await signed(production, "jeton-a")}`)).toBe(await sha256("jeton-a"));
  });

  it("gives nothing for no cookie, another cookie, a tampered signature or another secret", async () => {
    const a = { APP_ENV: "production", SESSION_SECRET: "secret-a" } as unknown as Env;
    const b = { APP_ENV: "production", SESSION_SECRET: "secret-b" } as unknown as Env;
    const header = await signed(a, "jeton-b");
    expect(await idOf(a, header)).toBe(await sha256("jeton-b"));
    expect(await idOf(b, header)).toBeNull();
    expect(await idOf(a, null)).toBeNull();
    expect(await idOf(a, "prefs=1")).toBeNull();
    expect(await idOf(a, `${header.slice(0, -2)}xx`)).toBeNull();
  });
});

describe("roles: the moderator flag is true for moderator or admin", () => {
  it("follows the spec", () => {
    expect(canModerate({ id: "m", role: "moderator" })).toBe(true);
    expect(canModerate({ id: "a", role: "admin" })).toBe(true);
    expect(canModerate({ id: "u", role: "user" })).toBe(false);
    expect(canModerate(null)).toBe(false);
  });
});
