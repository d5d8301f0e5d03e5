import { describe, expect, it } from "vitest";
import { isModerator, sessionCookie } from "./session.server";

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

describe("roles: the moderator flag is true for moderator or admin", () => {
  it("follows the spec", () => {
    expect(isModerator({ role: "moderator" })).toBe(true);
    expect(isModerator({ role: "admin" })).toBe(true);
    expect(isModerator({ role: "user" })).toBe(false);
    expect(isModerator(null)).toBe(false);
  });
});
