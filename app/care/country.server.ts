/**
 * The person's help country on the server: the `pays` cookie they chose on /aide, else where
 * Cloudflare sees the request coming from (`request.cf.country`, absent locally), else France.
 * The cookie holds only a country code (not personal data): SameSite=Lax, a year long (decision 0190).
 */
import { isDevelopment } from "~/utils/env.server";
import { isCountryCode, resolveCountry, type CountryCode } from "./country-codes";

const COUNTRY_COOKIE = "rvi_pays";
const ONE_YEAR = 60 * 60 * 24 * 365;

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

/** Where Cloudflare sees the request from (two letters), or null (locally, in tests). */
export function seenCountry(request: Request): string | null {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === "string" ? cf.country : null;
}

export function countryOf(request: Request): CountryCode {
  return resolveCountry(readCookie(request, COUNTRY_COOKIE), seenCountry(request));
}

/** The country the person chose on /aide (the cookie), or null: what the offline page may remember (issue 33). */
export function chosenCountry(request: Request): CountryCode | null {
  const chosen = readCookie(request, COUNTRY_COOKIE);
  return isCountryCode(chosen) ? chosen : null;
}

export function countryCookie(code: CountryCode, env: Env): string {
  return `${COUNTRY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${isDevelopment(env) ? "" : "; Secure"}`;
}
