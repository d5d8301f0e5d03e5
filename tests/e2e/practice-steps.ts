import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Types an answer and presses the step's button. */
async function answerAndNext(page: Page, text: string, button = "Étape suivante") {
  await page.getByLabel("Votre réponse").fill(text);
  await page.getByRole("button", { name: button }).click();
}

/** La Peur from its first step to « Session terminée ! » (with JavaScript, once the step form runs). */
export async function finishPeur(page: Page, hydrated = true) {
  await page.goto("/practice/peur");
  // The step form takes `novalidate` once the page runs: typed before that, React would not see it.
  if (hydrated)
    await expect(page.locator("form[novalidate]").filter({ has: page.getByLabel("Votre réponse") })).toHaveCount(1, { timeout: 20_000 });
  await answerAndNext(page, "J'ai peur de décevoir.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  await answerAndNext(page, "Elle protège mon besoin d'être aimée.");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 3 sur 3");
  await answerAndNext(page, "Je me dis que je suis là pour moi.", "Terminer la session");
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
}
