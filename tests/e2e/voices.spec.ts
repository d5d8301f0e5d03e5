/**
 * Issue 30 items 5 and 7: one voice at a time, a seek that holds in the 8:51 guide (the audio answers
 * byte ranges), "0:00 / 8:51" on one line on a phone, and a voice control that says what it does.
 */
import { expect, test } from "./fixtures";

const playing = (audio: HTMLAudioElement) => !audio.paused;

test.describe("la pratique guidée", () => {
  test("une seule voix à la fois : la pratique complète s'arrête quand une étape commence, et l'inverse", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/practice/trois-gestes-guided");
    const complete = page.getByTestId("complete-audio");
    const step = page.getByTestId("step-audio");
    // "0:00 / 8:51" on one line at 390 px.
    const clock = page.getByTestId("complete-audio-clock");
    await expect(clock).toHaveText("0:00 / 8:51");
    const lineHeight = await clock.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await clock.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

    await page.getByRole("button", { name: "Écouter · La pratique complète" }).click();
    await expect.poll(() => complete.evaluate(playing)).toBe(true);
    await page.getByRole("button", { name: "Écouter · Saluer le Chercheur" }).click();
    await expect.poll(() => step.evaluate(playing)).toBe(true);
    await expect.poll(() => complete.evaluate(playing)).toBe(false);
    await expect(page.getByRole("button", { name: "Écouter · La pratique complète" })).toBeVisible();

    await page.getByRole("button", { name: "Écouter · La pratique complète" }).click();
    await expect.poll(() => complete.evaluate(playing)).toBe(true);
    await expect.poll(() => step.evaluate(playing)).toBe(false);
    await expect(page.getByRole("button", { name: "Pause · La pratique complète" })).toBeVisible();
  });

  test("la barre de lecture reste où on la pose (le son répond aux plages d'octets)", async ({ page }) => {
    await page.goto("/practice/trois-gestes-guided");
    const complete = page.getByTestId("complete-audio");
    await page.getByRole("button", { name: "Écouter · La pratique complète" }).click();
    await expect.poll(() => complete.evaluate(playing)).toBe(true);
    // Jump to 5:00, as dragging the seek bar does.
    await page.getByRole("slider", { name: "Position · La pratique complète" }).fill("300");
    await expect.poll(() => complete.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(299);
    await page.waitForTimeout(1500);
    expect(await complete.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(299);
    await expect(page.getByTestId("complete-audio-clock")).toHaveText(/^5:0\d \/ 8:51$/);
    // The browser could seek because the answer said so.
    expect(await complete.evaluate((audio: HTMLAudioElement) => audio.seekable.length > 0 && audio.seekable.end(0) > 500)).toBe(true);
  });
});

test("le bouton du micro dit ce qu'il fait : jamais un « Enregistrer » seul", async ({ page }) => {
  for (const [path, words] of [
    ["/trois-gestes/bilan", "Répondre à voix haute"],
    ["/questions", "Enregistrer ma voix"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: words }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^\W*Enregistrer\W*$/ })).toHaveCount(0);
  }
});
