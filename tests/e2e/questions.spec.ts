import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";
import { webmBytes } from "../support/audio";

const fakeAudio = { name: "reponse.webm", mimeType: "audio/webm", buffer: Buffer.from(webmBytes(3000, 7)) };

test.describe("Mes questions", () => {
  test("ajouter une question, y répondre à voix haute avec le micro, puis en envoyant un fichier", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "quest");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/questions");
    const add = page
      .getByRole("region", { name: "Ajouter une question" })
      .or(page.locator("section").filter({ hasText: "Ajouter une question" }))
      .first();
    await expect(add.getByRole("button", { name: "Ajouter la question" })).toBeDisabled();
    await add.getByLabel("Votre question").fill("Que me dit cette fatigue ?");
    await add.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Question ajoutée" })).toBeVisible();
    // The form is empty again, ready for the next question.
    await expect(add.getByLabel("Votre question")).toHaveValue("");
    await add.getByLabel("Votre question").fill("Et cette joie soudaine ?");
    await add.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(page.getByText("Et cette joie soudaine ?")).toBeVisible();

    // Answer the first question by voice (Chromium's fake microphone).
    const fatigue = page.getByRole("listitem").filter({ hasText: "Que me dit cette fatigue ?" });
    await fatigue.locator("summary").first().click();
    await fatigue.getByRole("button", { name: "Enregistrer ma voix", exact: true }).click();
    await expect(fatigue.getByRole("button", { name: "Arrêter" })).toBeVisible();
    await page.waitForTimeout(1200);
    await fatigue.getByRole("button", { name: "Arrêter" }).click();
    await expect(fatigue.locator('input[name="audioKey"]')).toHaveValue(/\/questions\/|question-/, { timeout: 15_000 });
    await fatigue.getByRole("button", { name: "Enregistrer ma réponse" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Réponse enregistrée" })).toBeVisible();
    const answered = page.getByRole("listitem").filter({ hasText: "Que me dit cette fatigue ?" });
    await expect(answered.getByText("Répondu")).toBeVisible();
    await answered.locator("summary").first().click();
    const src = await answered.locator("audio").last().getAttribute("src");
    expect(src).toMatch(/^\/audio\/play\?/);
    expect((await page.request.get(src!)).status()).toBe(200);

    // Answer the second one with an uploaded file.
    const joie = page.getByRole("listitem").filter({ hasText: "Et cette joie soudaine ?" });
    await joie.locator("summary").first().click();
    await joie.getByLabel("Ou choisir un fichier audio").setInputFiles(fakeAudio);
    // The chosen file is named in French, whatever the browser's language.
    await expect(joie.getByTestId("chosen-file")).toHaveText(fakeAudio.name);
    await joie.getByRole("button", { name: "Enregistrer ma réponse" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Et cette joie soudaine ?" }).getByText("Répondu")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/questions-desktop.png", fullPage: true });

    await expectNoSeriousAxeViolation(page);
  });

  test("un fichier qui n'est pas audio est refusé et la sélection effacée", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "questfile");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/questions");
    const input = page.getByLabel("Ou choisir un fichier audio").first();
    await expect(page.getByTestId("chosen-file").first()).toHaveText("Aucun fichier choisi");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas du son") });
    await expect(page.getByTestId("toast").filter({ hasText: "Seuls les fichiers audio sont acceptés." })).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await expect(page.getByTestId("chosen-file").first()).toHaveText("Aucun fichier choisi");
  });
});

test.describe("Mes questions sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ajouter une question vocale par fichier et y répondre par écrit", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "questnojs");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/questions");
    await page.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(page.getByText("Veuillez écrire votre question ou enregistrer un message vocal.")).toBeVisible();
    await page.getByLabel("Fichier audio (facultatif)").first().setInputFiles(fakeAudio);
    await page.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(page.getByText("Question ajoutée")).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: "Question vocale" });
    await item.locator("summary").first().click();
    await item.getByLabel("Ma réponse").fill("Je crois que j'avais besoin de repos.");
    await item.getByRole("button", { name: "Enregistrer ma réponse" }).click();
    await expect(page.getByText("Réponse enregistrée")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Question vocale" }).getByText("Répondu")).toBeVisible();
    // Without JavaScript the recording keeps the browser's controls and a plain download link.
    const answered = page.getByRole("listitem").filter({ hasText: "Question vocale" });
    await answered.locator("summary").first().click();
    await expect(answered.locator("audio[controls]")).toHaveCount(1);
    await expect(answered.getByRole("link", { name: /Télécharger/ })).toHaveAttribute("href", /^\/audio\/play\?/);
    await page.screenshot({ path: "test-results/screens/questions-nojs.png", fullPage: true });
  });
});
