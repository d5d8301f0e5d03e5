/**
 * Issue 15: every page type runs under the Content-Security-Policy with no violation: only the
 * server's own scripts (and those carrying the request's nonce) run, rooms connect, recordings play.
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, login, test } from "./fixtures";

function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

test("the CSP lets every page type work and reports no violation", async ({ page }) => {
  // A walk through some 25 pages, each to network idle: longer than one journey.
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Refused to load (CSP) ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const home = await visit(page, "/");
  const policy = home!.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[\w-]{16,}'/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  // Pictures only from this origin: no third-party host sees who reads a page.
  expect(policy).toMatch(/img-src 'self' data: blob:(;|$)/);
  expect(home!.headers()["permissions-policy"]).toContain("microphone=(self)");
  expect(home!.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  // A new nonce for every page.
  const again = await page.request.get("/");
  expect(again.headers()["content-security-policy"]).not.toBe(policy);

  for (const path of [
    "/aide",
    "/tools",
    "/practice",
    "/practice/peur",
    "/trois-gestes/introduction",
    "/practice/trois-gestes-guided",
    "/forum",
    "/entraide",
    "/auth/login",
    "/page-qui-n-existe-pas",
  ]) {
    await visit(page, path);
  }
  await page.goto("/forum");
  await page.locator("a[href^='/forum/']").filter({ hasNotText: "Nouveau" }).first().click();
  await page.waitForLoadState("networkidle");

  await login(page, "camille", DEMO_PASSWORD);
  for (const path of [
    "/dashboard",
    "/history",
    "/questions",
    "/acts",
    "/love-words",
    "/auth/profile",
    "/auth/appareils",
    "/entraide",
    "/cycles",
    "/cycles/petitesse",
    "/cycles-v2",
    "/trois-gestes/bilan",
  ]) {
    await visit(page, path);
  }
  // Hydrated pages still answer clicks (their scripts ran).
  await page.goto("/practice/trois-gestes-guided");
  await page.getByRole("button", { name: /Écouter · La pratique complète/ }).waitFor();
  expect(violations).toEqual([]);
});
