import type { Locator, Page } from "@playwright/test";
import {
  createConfirmedUser,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolation,
  login,
  test,
  FRENCH_BROWSER,
} from "./fixtures";

const PERIOD = "/cycles/petitesse?periode=0-6";

/** The "x, y" position a word box announces to screen readers. */
async function positionOf(box: Locator): Promise<[number, number]> {
  const label = (await box.getAttribute("aria-label")) ?? "";
  const match = label.match(/position (\d+), (\d+)/);
  expect(match, label).not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

async function addWord(page: Page, word: string) {
  await page.getByRole("button", { name: "+ Ajouter un mot" }).first().click();
  const input = page.getByRole("textbox", { name: "Modifier le mot" });
  await expect(input).toBeFocused();
  await input.fill(word);
  await input.press("Enter");
  await expect(page.getByTestId("toast").filter({ hasText: "Nouveau mot ajouté" })).toBeVisible();
  return page.getByRole("button", { name: new RegExp(`^Mot «\\s${word}\\s»`) });
}

test.describe("l'éditeur des cycles de petitesse", () => {
  test("glisser un mot à la souris puis au doigt : il est toujours là après rechargement", async ({ page }) => {
    await page.goto(PERIOD);
    const word = await addWord(page, "colère");
    expect(await positionOf(word)).toEqual([150, 20]);

    const box = (await word.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 150, { steps: 8 });
    await page.mouse.up();
    const afterMouse = await positionOf(word);
    expect(afterMouse[0]).toBeGreaterThan(200);
    expect(afterMouse[1]).toBeGreaterThan(150);
    await page.reload();
    const reloaded = page.getByRole("button", { name: /^Mot «\scolère\s»/ });
    expect(await positionOf(reloaded)).toEqual(afterMouse);

    // A finger: the same pointer events, with pointerType "touch".
    const b = (await reloaded.boundingBox())!;
    const at = (dx: number, dy: number) => ({
      pointerId: 7,
      pointerType: "touch",
      isPrimary: true,
      bubbles: true,
      button: 0,
      buttons: 1,
      clientX: b.x + 10 + dx,
      clientY: b.y + 10 + dy,
    });
    await reloaded.dispatchEvent("pointerdown", at(0, 0));
    for (let i = 1; i <= 5; i++) await reloaded.dispatchEvent("pointermove", at(-12 * i, 20 * i));
    await reloaded.dispatchEvent("pointerup", { ...at(-60, 100), buttons: 0 });
    const afterTouch = await positionOf(reloaded);
    expect(afterTouch[0]).toBeLessThan(afterMouse[0]);
    expect(afterTouch[1]).toBeGreaterThan(afterMouse[1]);
    await page.reload();
    expect(await positionOf(page.getByRole("button", { name: /^Mot «\scolère\s»/ }))).toEqual(afterTouch);
  });

  test("au clavier : les flèches déplacent un mot, Entrée le modifie, Suppr l'efface", async ({ page }) => {
    await page.goto(PERIOD);
    const word = await addWord(page, "honte");
    await word.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    expect(await positionOf(word)).toEqual([170, 30]);
    await expectNoSeriousAxeViolation(page, "éditeur avec un mot");
    await word.focus();
    await page.keyboard.press("Enter");
    const input = page.getByRole("textbox", { name: "Modifier le mot" });
    await expect(input).toBeFocused();
    await input.fill("grande honte");
    await input.press("Enter");
    await page.reload();
    const moved = page.getByRole("button", { name: /^Mot «\sgrande honte\s»/ });
    expect(await positionOf(moved)).toEqual([170, 30]);
    await moved.focus();
    await page.keyboard.press("Delete");
    await expect(page.getByTestId("toast").filter({ hasText: "Mot supprimé" })).toBeVisible();
    await expect(moved).toHaveCount(0);
  });

  test("garder au moins un cycle ; ajouter puis supprimer un cycle", async ({ page }) => {
    await page.goto(PERIOD);
    await page.getByRole("button", { name: "Supprimer ce cycle" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Vous devez garder au moins un cycle" })).toBeVisible();
    await page.getByRole("button", { name: "+ Ajouter un cycle" }).click();
    await expect(page.getByRole("heading", { name: "Cycle 2" })).toBeVisible();
    await page.getByRole("button", { name: "Supprimer ce cycle" }).last().click();
    await expect(page.getByTestId("toast").filter({ hasText: "Cycle supprimé" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cycle 2" })).toHaveCount(0);
  });

  test("des données abîmées sur l'appareil sont remplacées par un cycle neuf", async ({ page }) => {
    await page.goto("/cycles");
    await page.evaluate(() => localStorage.setItem("cycle-6-12", "{pas du json"));
    await page.goto("/cycles/petitesse?periode=6-12");
    await expect(page.getByTestId("toast").filter({ hasText: "Données corrompues supprimées" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cycle 1" })).toBeVisible();
  });
});

test("les cycles d'un visiteur suivent son nouveau compte, et se retrouvent sur un autre appareil", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.goto(PERIOD);
  await addWord(page, "abandon");
  await page.getByLabel("Misère centrale").fill("La solitude");
  const identity = await createConfirmedUser(request, baseURL!, "cycatt");
  await login(page, identity.pseudo, identity.password);
  const offer = page.getByRole("region", { name: "Des pratiques vous attendent sur cet appareil" });
  await expect(offer).toContainText("1 document de cycles");
  await offer.getByRole("button", { name: "Rattacher à mon compte" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Données rattachées" })).toBeVisible();

  const other = await browser.newContext(FRENCH_BROWSER);
  const phone = await other.newPage();
  await login(phone, identity.pseudo, identity.password);
  await phone.goto(PERIOD);
  await expect(phone.getByRole("button", { name: /^Mot «\sabandon\s»/ })).toBeVisible();
  await expect(phone.getByLabel("Misère centrale")).toHaveValue("La solitude");
  // Signed in, a move is saved to the account and seen on the first device.
  await phone.getByRole("button", { name: /^Mot «\sabandon\s»/ }).focus();
  await phone.keyboard.press("ArrowDown");
  await expect(phone.getByRole("button", { name: /^Mot «\sabandon\s», position 150, 30/ })).toBeVisible();
  await phone.waitForTimeout(1200);
  await page.goto(PERIOD);
  await expect(page.getByRole("button", { name: /^Mot «\sabandon\s», position 150, 30/ })).toBeVisible();
  await other.close();
});

async function answer(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Suivant" }).click();
}

test.describe("Se situer dans mon cycle", () => {
  test("avec un bourreau : 8 étapes jusqu'au cycle listé dans Mes cycles (compte)", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "cycv2");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/cycles");
    await page.getByRole("link", { name: /Se situer dans mon cycle/ }).click();
    await answer(page, "Ma misère", "La honte");
    await expect(page.getByText("Étape 2 sur 8")).toBeVisible();
    await page.getByLabel("Oui").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Ce que vous avez subi n'était pas de votre faute.", { exact: false })).toBeVisible();
    await page.getByLabel("Ce qui s'est passé à l'extérieur", { exact: true }).fill("Les cris");
    await answer(page, "Ce que j'ai ressenti à l'intérieur", "Je me fige");
    // Back keeps the answers (from step 4, once it is there: a click on « Retour » before would leave step 3).
    await expect(page.getByText("Étape 4 sur 8")).toBeVisible();
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByText("Étape 3 sur 8")).toBeVisible();
    await expect(page.getByLabel("Ce que j'ai ressenti à l'intérieur", { exact: true })).toHaveValue("Je me fige");
    await page.getByRole("button", { name: "Suivant" }).click();
    await answer(page, "Ce que j'ai fait par amour", "Je me suis tu");
    await page.getByLabel("Une peur").check();
    await answer(page, "Ma peur ou mon envie", "Être rejeté");
    await expect(page.getByText("Éliminer l'autre n'est pas forcément spectaculaire", { exact: false })).toBeVisible();
    await answer(page, "Comment j'élimine l'autre", "Je l'ignore");
    await answer(page, "Ma crise", "J'explose");
    await expect(page.getByText("Étape 8 sur 8")).toBeVisible();
    await expect(page.getByRole("img", { name: /Je me fige/ })).toBeVisible();
    await expectNoSeriousAxeViolation(page, "résumé");
    await page.getByLabel("Ma misère", { exact: true }).fill("La honte d'exister");
    await page.getByRole("button", { name: "Enregistrer mon cycle" }).click();
    await expect(page).toHaveURL(/\/cycles$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Cycle enregistré dans 'Mes cycles'" })).toBeVisible();
    await expect(page.locator("summary").getByText("La honte d'exister")).toBeVisible();
  });

  test("sans bourreau : 6 étapes, 'Je ne sais pas encore', le cycle reste sur l'appareil d'un visiteur", async ({ page }) => {
    await page.goto("/cycles-v2");
    await page.getByRole("button", { name: "Je ne sais pas encore" }).click();
    await page.getByLabel("Non").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Étape 3 sur 6")).toBeVisible();
    await page.getByLabel("Oui").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await answer(page, "Ce que j'ai fait par amour", "Je rends service");
    await page.getByLabel("Une envie").check();
    await answer(page, "Ma peur ou mon envie", "Être vu");
    await expect(page.getByText("Étape 6 sur 6")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer mon cycle" }).click();
    await expect(page).toHaveURL(/\/cycles$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Cycle enregistré dans 'Mes cycles'" })).toBeVisible();
    await expect(page.locator("summary").getByText("Misère encore sans nom")).toBeVisible();
  });

  test("le bouton « je bloque » : un encouragement, puis une question gardée sur l'appareil", async ({ page }) => {
    await page.goto("/cycles-v2");
    await answer(page, "Ma misère", "La peur");
    await page.getByRole("button", { name: "Je bloque, mon rendez-vous est là" }).click();
    await expect(page.getByRole("heading", { name: "Votre rendez-vous est là" })).toBeVisible();
    await expectNoSeriousAxeViolation(page, "encouragement");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { name: "Ma question" })).toBeVisible();
    await expectNoSeriousAxeViolation(page, "question");
    await page.getByRole("button", { name: "Enregistrer la question" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Veuillez écrire une question ou enregistrer un message vocal" }),
    ).toBeVisible();
    await page.getByLabel("La question qui se présente").fill("De quoi ai-je peur ?");
    await page.getByRole("button", { name: "Enregistrer la question" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Question enregistrée avec succès" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("practice_questions") ?? "[]"));
    expect(stored[0]).toMatchObject({
      question: "De quoi ai-je peur ?",
      toolId: "cycles-v2",
      isBlockedPractice: true,
      has_response: false,
      stepNumber: 2,
    });
  });
});

test.describe("Se situer dans mon cycle sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("une page par étape, jusqu'au cycle enregistré", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "cycnojs");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/cycles-v2");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Nommez votre misère, ou choisissez « Je ne sais pas encore ».")).toBeVisible();
    await answer(page, "Ma misère", "La colère");
    await page.getByLabel("Non").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await page.getByLabel("Non").check();
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Vous êtes au tout début du cycle", { exact: false })).toBeVisible();
    await answer(page, "Ma peur ou mon envie", "Peur du vide");
    await expect(page.getByText("Étape 6 sur 6")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer mon cycle" }).click();
    await expect(page).toHaveURL(/\/cycles$/);
    await expect(page.getByText("Cycle enregistré dans 'Mes cycles'")).toBeVisible();
    await expect(page.locator("summary").getByText("La colère")).toBeVisible();
  });
});

test.describe("accessibilité des écrans des cycles", () => {
  for (const path of [
    "/cycles",
    "/cycles/petitesse",
    PERIOD,
    "/cycles/grandeur",
    "/cycles/grandeur?periode=meilleur-0-6",
    "/cycles/generique",
    "/cycles/generique/moi",
    "/cycles/generique/je",
    "/cycles-v2",
  ]) {
    test(`axe et téléphone : ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoSeriousAxeViolation(page, path);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page, path);
    });
  }
});

test("le cycle de grandeur garde un mot quand on quitte la page", async ({ page }) => {
  await page.goto("/cycles/grandeur");
  await page.getByRole("link", { name: /De 0 à 6 ans, avec maman, transformé/ }).click();
  await expect(page.getByText("BIEN-ÊTRE").first()).toBeVisible();
  await page.getByLabel("Grandeur centrale").fill("La confiance");
  await addWord(page, "joie");
  await page.reload();
  await expect(page.getByRole("button", { name: /^Mot «\sjoie\s», position 450, 300/ })).toBeVisible();
  await expect(page.getByLabel("Grandeur centrale")).toHaveValue("La confiance");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("meilleur-cycle-")))).toEqual([
    "meilleur-cycle-0-6",
  ]);
});

test("une question vocale depuis « je bloque », gardée dans le compte ; Recommencer efface tout", async ({ page, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "cycvoix");
  await login(page, identity.pseudo, identity.password);
  await page.goto("/cycles-v2");
  await answer(page, "Ma misère", "La peur du noir");
  await page.getByRole("button", { name: "Je bloque, mon rendez-vous est là" }).click();
  await page.getByRole("button", { name: "Continuer" }).click();
  await page.getByRole("button", { name: "Enregistrer ma voix", exact: true }).click();
  await page.waitForTimeout(1200);
  await page.getByRole("button", { name: "Arrêter" }).click();
  await page.getByRole("button", { name: "Enregistrer la question" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Question enregistrée avec succès" })).toBeVisible();
  await expect(page.getByText("Étape 2 sur 8")).toBeVisible();
  await page.getByRole("button", { name: "Recommencer" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Tout effacé" })).toBeVisible();
  await expect(page.getByText("Étape 1 sur 8")).toBeVisible();
  await page.goto("/questions");
  await expect(page.getByText("Question vocale").first()).toBeVisible();
  await expect(page.getByText("Blocage").first()).toBeVisible();
});
