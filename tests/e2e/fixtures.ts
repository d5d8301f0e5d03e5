import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "motdepasse-demo";

/**
 * What a French browser says of itself, for every context a test opens by hand (`browser.newContext`
 * does not take the config's `use`): its captures show 07:40 and jj/mm/aaaa, as a person here sees them.
 */
export const FRENCH_BROWSER = { locale: "fr-FR", timezoneId: "Europe/Paris" } as const;

let counter = 0;
export function newIdentity(prefix = "e2e") {
  const id = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  return { pseudo: id, email: `${id}@exemple.test`, password: "un-secret-solide" };
}

type OutboxEmail = { to: string; subject: string; links: string[] };

/** The newest /auth/callback link e-mailed to `email` whose subject matches. */
export async function callbackLink(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        // A read of the outbox changes nothing: a connection the local server reset is simply read again.
        const answer = await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`).catch(() => null);
        if (!answer?.ok()) return false;
        const all = (await answer.json()) as OutboxEmail[];
        const message = all.find((m) => m.to === email && subject.test(m.subject));
        found = message?.links.find((link) => link.includes("/auth/callback"));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** Signs in through the login form. */
export async function login(page: Page, identifier: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail ou pseudo").fill(identifier);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs up through the form, then follows the confirmation link: the page ends on the dashboard. */
export async function signUpInBrowser(page: Page, request: APIRequestContext, prefix = "e2e") {
  const identity = newIdentity(prefix);
  await page.goto("/auth/signup");
  await page.getByLabel("Pseudo").fill(identity.pseudo);
  await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
  await page.getByLabel("Mot de passe").fill(identity.password);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Inscription réussie !").first()).toBeVisible();
  await followLink(page, await callbackLink(request, identity.email, /Confirmez/));
  await expect(page).toHaveURL(/\/dashboard$/);
  return identity;
}

/** Opens an e-mailed link and continues, by one's own click, as the account it names (decision 0320). */
export async function followLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: /^Continuer en tant que / }).click();
}

/** Creates a confirmed account without the UI (sign-up and confirmation over HTTP). */
export async function createConfirmedUser(request: APIRequestContext, baseURL: string, prefix = "e2e") {
  const identity = newIdentity(prefix);
  // A loaded `wrangler dev` sometimes answers 503 before the Worker has seen the request (the app's sign-up
  // never does): the same form is sent again. Had the first one run after all, the second is refused (400,
  // the pseudo is taken) and the first one's e-mail is in the outbox: the link below decides.
  let signup = await request.post("/auth/signup", { form: identity, headers: { Origin: baseURL }, timeout: 30_000 });
  let retried = false;
  for (let tries = 1; signup.status() === 503 && tries < 3; tries++) {
    retried = true;
    signup = await request.post("/auth/signup", { form: identity, headers: { Origin: baseURL }, timeout: 30_000 });
  }
  expect(signup.status() === 200 || (retried && signup.status() === 400), `sign-up of ${identity.pseudo}: ${signup.status()}`).toBe(true);
  const link = await callbackLink(request, identity.email, /Confirmez/);
  const params = new URL(link, baseURL).searchParams;
  await request.post("/auth/callback", {
    form: { token: params.get("token")!, type: params.get("type")! },
    headers: { Origin: baseURL },
  });
  return identity;
}

/**
 * An axe scan that fails on serious or critical violations. Animations are frozen first: a toast
 * caught mid-fade has a contrast it never keeps, and would fail the scan at random.
 */
export async function expectNoSeriousAxeViolation(page: Page, label = "") {
  await page.addStyleTag({ content: "*, *::before, *::after { animation: none !important; transition: none !important; }" });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${label}${label ? " " : ""}${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page, label = "") {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${label} overflows`).toBeLessThanOrEqual(width);
}

/**
 * Each test is its own client address (X-Test-Client-IP, proven by the development secret): the limits
 * that count a client (sign-ups per hour, issue 41) count one test's browser, as they would one person's,
 * whatever the order the workers run the tests in.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const part = () => Math.floor(Math.random() * 250) + 1;
    await provide({ ...extraHTTPHeaders, "X-Test-Client-IP": `10.9.${part()}.${part()}` });
  },
});
export { expect };
