/** Forms declared once (issue 8): the same zod schema checks in the browser and on the server, in French, keeping what was typed. */
import { expect, test, FRENCH_BROWSER } from "./fixtures";

for (const path of ["/auth/forgot-password", "/auth/magic-link"]) {
  test(`${path} : le navigateur refuse une adresse invalide avant tout envoi, avec le message du serveur`, async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(path);
    const email = page.getByLabel("E-mail");
    await email.fill("pas-une-adresse");
    await email.blur();
    await expect(page.getByText("Cette adresse e-mail n'est pas valide.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: /Envoyer le lien|Recevoir mon lien/ }).click();
    await expect(page.getByText("Cette adresse e-mail n'est pas valide.")).toBeVisible();
    expect(posts).toEqual([]);
    // Corrected as it is typed.
    await email.fill("quelqu-un@exemple.test");
    await expect(page.getByText("Cette adresse e-mail n'est pas valide.")).toHaveCount(0);
  });

  test(`${path} sans JavaScript : le serveur refuse avec le même message et garde la saisie`, async ({ browser }) => {
    const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByLabel("E-mail").fill("pas-une-adresse");
    await page.getByRole("button", { name: /Envoyer le lien|Recevoir mon lien/ }).click();
    await expect(page.getByText("Cette adresse e-mail n'est pas valide.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("pas-une-adresse");
    await context.close();
  });
}
