import { expect, test } from "./fixtures";

test("un visiteur coche et supprime les actes gardés sur son appareil", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const now = new Date().toISOString();
    localStorage.setItem(
      "local_acts",
      JSON.stringify([
        { id: "local-x1", act_text: "Écrire une lettre à ma grand-mère", is_completed: false, created_at: now, session_id: null },
      ]),
    );
    localStorage.setItem(
      "user_acts",
      JSON.stringify([{ id: "local-x1", text: "Écrire une lettre à ma grand-mère", date: now, isCompleted: false }]),
    );
  });
  await page.goto("/acts");
  await expect(page.getByText("Vos actes sont gardés sur cet appareil.")).toBeVisible();
  // A visitor has no dashboard: the way back is the home page.
  await expect(page.getByRole("main").getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
  await page.getByLabel(/Écrire une lettre à ma grand-mère/).check();
  await expect(page.getByTestId("toast").filter({ hasText: "Acte marqué comme fait" })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("local_acts")!)[0].is_completed)).toBe(true);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user_acts")!)[0].isCompleted)).toBe(true);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Aucun acte pour le moment")).toBeVisible();
});
