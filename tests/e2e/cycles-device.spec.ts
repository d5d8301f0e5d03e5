import { expect, test } from "./fixtures";

const LOAD_FAILED = "Erreur lors du chargement des données";
const GOOD_PERIOD = JSON.stringify({
  cycles: [{ id: "c1", centerText: "La honte", textBoxes: [{ id: "m1", text: "colère", x: 100, y: 100, isEditing: false }] }],
  timestamp: "2026-11-01T10:00:00.000Z",
});

test("une liste de cycles illisible : le message d'erreur, rien d'autre de perdu, et une copie gardée avant d'écrire", async ({ page }) => {
  await page.goto("/");
  await page.evaluate((good) => {
    localStorage.setItem("saved-cycles", '[{"broken":true}]');
    localStorage.setItem("cycle-0-6", good);
  }, GOOD_PERIOD);
  await page.goto("/cycles");
  await expect(page.getByTestId("toast").filter({ hasText: LOAD_FAILED })).toBeVisible();
  await expect(page.getByText("Aucun cycle enregistré pour le moment.", { exact: false })).toBeVisible();

  await page.goto("/cycles-v2");
  await page.getByRole("button", { name: "Je ne sais pas encore" }).click();
  await expect(page.getByText("Étape 2 sur 8")).toBeVisible();
  await page.getByLabel("Non").check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 3 sur 6")).toBeVisible();
  await page.getByLabel("Non").check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 5 sur 6")).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 6 sur 6")).toBeVisible();
  await page.getByRole("button", { name: "Enregistrer mon cycle" }).click();
  await expect(page).toHaveURL(/\/cycles$/);
  await expect(page.locator("summary").getByText("Misère encore sans nom")).toBeVisible();
  const stored = await page.evaluate(() => ({
    copy: localStorage.getItem("saved-cycles-illisible"),
    period: localStorage.getItem("cycle-0-6"),
  }));
  expect(stored.copy).toBe('[{"broken":true}]');
  expect(stored.period).toBe(GOOD_PERIOD);
});

test("un appareil qui refuse d'être lu : le message d'erreur, et les cycles gardés ne sont pas remplacés", async ({ page }) => {
  await page.goto("/");
  await page.evaluate((good) => localStorage.setItem("cycle-0-6", good), GOOD_PERIOD);
  await page.addInitScript(() => {
    const read = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (key === "cycle-0-6") throw new DOMException("refusé", "SecurityError");
      return read.call(this, key);
    };
  });
  await page.goto("/cycles/petitesse?periode=0-6");
  await expect(page.getByTestId("toast").filter({ hasText: LOAD_FAILED })).toBeVisible();
  await expect(page.getByLabel("Misère centrale")).toBeVisible();
  await page.waitForTimeout(500);
  const raw = await page.evaluate(() => Object.getOwnPropertyDescriptor(Storage.prototype, "getItem") && window.localStorage["cycle-0-6"]);
  expect(raw).toBe(GOOD_PERIOD);
});

test("« Données chargées » quand un questionnaire commencé est repris", async ({ page }) => {
  await page.goto("/cycles-v2");
  await page.getByLabel("Ma misère", { exact: true }).fill("La peur");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Étape 2 sur 8")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("toast").filter({ hasText: "Données chargées" })).toBeVisible();
  await expect(page.getByText("Étape 2 sur 8")).toBeVisible();
});
