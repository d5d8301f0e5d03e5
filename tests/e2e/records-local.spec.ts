/**
 * Spec 3 §2, §5, §8 in the browser: device (anonymous) history entries with their actions, the
 * device detail that is not on this device, Mes questions in local mode, and the audio player's
 * messages.
 */
import type { Page } from "@playwright/test";
import { failingTable, query, sqlString } from "../support/db";
import { userIdOf } from "../support/practices";
import { createConfirmedUser, expect, expectNoHorizontalOverflow, expectNoSeriousAxeViolation, login, test } from "./fixtures";

const now = () => new Date().toISOString();
const SOUND = "GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKChHdlYm0=";

function devicePractice(id: string, status: "in_progress" | "completed", toolId = "peur", toolName = "La Peur") {
  return {
    id,
    tool_id: toolId,
    tool_name: toolName,
    status,
    created_at: now(),
    updated_at: now(),
    completed_at: status === "completed" ? now() : null,
    current_step: 1,
    responses: [{ step_number: 1, step_title: "Accueillir", response_text: `Une réponse gardée pour ${id}`, response_type: "text" }],
  };
}

async function seed(page: Page, key: string, value: unknown) {
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(value)]);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

test.describe("l'historique de l'appareil", () => {
  test("reprendre, refaire et supprimer une pratique gardée sur l'appareil", async ({ page }) => {
    await seed(page, "local_practices", [
      devicePractice("local-encours", "in_progress"),
      devicePractice("local-finie", "completed", "critique", "La Critique"),
    ]);
    await page.goto("/history");
    const device = page.getByRole("list", { name: "Pratiques sur cet appareil" });
    const inProgress = device.getByRole("listitem").filter({ hasText: "La Peur" });
    await expect(inProgress.getByRole("link", { name: "Reprendre" })).toHaveAttribute("href", "/practice/peur?sessionId=local-encours");
    const done = device.getByRole("listitem").filter({ hasText: "La Critique" });
    await expect(done.getByRole("link", { name: "Refaire" })).toHaveAttribute("href", "/practice/critique");
    await page.screenshot({ path: "test-results/screens/history-device-desktop.png", fullPage: true });

    // The detail of a device practice offers the same buttons as an account's.
    await inProgress.getByRole("link", { name: "Voir le détail" }).click();
    await expect(page.getByRole("link", { name: "Reprendre cette pratique" })).toHaveAttribute(
      "href",
      "/practice/peur?sessionId=local-encours",
    );
    await expect(page.getByRole("link", { name: "Recommencer" })).toHaveAttribute("href", "/practice/peur");
    await page.getByRole("link", { name: "← Historique" }).click();

    await done.getByRole("button", { name: "Supprimer" }).click();
    await expect(done.getByRole("alertdialog", { name: "Confirmer la suppression" })).toBeVisible();
    await done.getByRole("button", { name: "Annuler" }).click();
    await expect(done).toBeVisible();
    await done.getByRole("button", { name: "Supprimer" }).click();
    await done.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(toast(page, "Pratique supprimée avec succès")).toBeVisible();
    await expect(device.getByRole("listitem").filter({ hasText: "La Critique" })).toHaveCount(0);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("local_practices") ?? "[]").map((p: { id: string }) => p.id));
    expect(kept).toEqual(["local-encours"]);
    await expectNoSeriousAxeViolation(page);
  });

  test("sur téléphone, les actions tiennent dans l'écran", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seed(page, "local_practices", [devicePractice("local-tel", "in_progress", "palais_justesse", "Palais de Justesse")]);
    await page.goto("/history");
    await expect(page.getByRole("link", { name: "Reprendre" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/history-device-phone.png", fullPage: true });
    await expectNoHorizontalOverflow(page, "history device");
  });

  test("un détail absent de l'appareil renvoie à /history : connexion demandée au visiteur", async ({ page }) => {
    await page.goto("/history/local-absente");
    await expect(page).toHaveURL(/\/history$/);
    await expect(toast(page, "Connectez-vous pour voir cette pratique")).toBeVisible();
  });

  test("un détail absent de l'appareil renvoie à /history : introuvable pour un membre connecté", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "devabs");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/history/local-absente");
    await expect(page).toHaveURL(/\/history$/);
    await expect(toast(page, "Pratique introuvable")).toBeVisible();
  });
});

test.describe("Mes questions sur l'appareil", () => {
  test("ajouter par écrit et par la voix, répondre par la voix, supprimer", async ({ page }) => {
    await page.goto("/questions");
    const add = page.locator("section").filter({ has: page.getByRole("heading", { name: "Ajouter une question" }) });
    await expect(add.getByRole("button", { name: "Ajouter la question" })).toBeDisabled();
    await add.getByLabel("Votre question").fill("Pourquoi ce nœud dans la gorge ?");
    await add.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(toast(page, "Question ajoutée")).toBeVisible();
    await expect(add.getByLabel("Votre question")).toHaveValue("");

    // A spoken question: the recording is kept on the device, as base64.
    await add.getByRole("button", { name: "Enregistrer ma voix", exact: true }).click();
    await page.waitForTimeout(1200);
    await add.getByRole("button", { name: "Arrêter" }).click();
    await expect(add.getByTestId("recording-ready")).toBeVisible();
    await add.getByRole("button", { name: "Ajouter la question" }).click();
    const list = page.getByRole("list", { name: "Questions sur cet appareil" });
    await expect(list.getByRole("listitem").filter({ hasText: "Question vocale" })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("practice_questions") ?? "[]"));
    expect(stored).toHaveLength(2);
    expect(stored[0].questionAudioUrl).toMatch(/^data:audio\/webm;base64,/);

    // Answer the written one by voice.
    const written = list.getByRole("listitem").filter({ hasText: "Pourquoi ce nœud dans la gorge ?" });
    await written.locator("summary").first().click();
    await written.getByRole("button", { name: "Enregistrer ma réponse" }).click();
    await expect(toast(page, "Veuillez écrire une réponse, enregistrer un message vocal ou télécharger un fichier audio.")).toBeVisible();
    await written.getByRole("button", { name: "Enregistrer ma voix", exact: true }).click();
    await page.waitForTimeout(1200);
    await written.getByRole("button", { name: "Arrêter" }).click();
    await expect(written.getByTestId("recording-ready")).toBeVisible();
    await written.getByRole("button", { name: "Enregistrer ma réponse" }).click();
    await expect(toast(page, "Réponse enregistrée")).toBeVisible();
    await expect(written.getByText("Répondu")).toBeVisible();
    await expect(written.getByRole("button", { name: /Écouter · Ma réponse vocale/ })).toBeVisible();
    await expect(written.getByRole("link", { name: /Télécharger/ }).last()).toHaveAttribute("href", /^data:audio\/webm;base64,/);
    await page.screenshot({ path: "test-results/screens/questions-device-desktop.png", fullPage: true });
    await expectNoSeriousAxeViolation(page);

    const spoken = list.getByRole("listitem").filter({ hasText: "Question vocale" });
    await spoken.locator("summary").first().click();
    await spoken.locator("summary", { hasText: "Supprimer cette question" }).click();
    await spoken.getByRole("button", { name: "Oui, supprimer" }).click();
    await expect(toast(page, "Question supprimée")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
  });

  test("sur téléphone, sans débordement, et la liste figure sur l'accueil", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seed(page, "practice_questions", [
      {
        question: "Qu'est-ce qui me retient ?",
        questionAudioUrl: "local_audio",
        toolId: "peur",
        stepNumber: 2,
        isBlockedPractice: true,
        practiceSummary: "",
        date: now(),
        practice_session_id: null,
        has_response: false,
      },
    ]);
    await page.goto("/questions");
    const item = page.getByRole("list", { name: "Questions sur cet appareil" }).getByRole("listitem").first();
    await expect(item.getByText("Blocage")).toBeVisible();
    await item.locator("summary").first().click();
    // A placeholder instead of a recording: unavailable, and the reason on a play attempt.
    await expect(item.getByText("Enregistrement non disponible")).toBeVisible();
    await item.getByRole("button", { name: /Écouter/ }).click();
    await expect(toast(page, "Source audio invalide ou manquante")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/questions-device-phone.png", fullPage: true });
    await expectNoHorizontalOverflow(page, "questions device");

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Mes questions" })).toBeVisible();
    await expect(page.getByText("Qu'est-ce qui me retient ?")).toBeVisible();
    await expectNoHorizontalOverflow(page, "home");
  });

  test("la page d'accueil d'un visiteur sans questions ne charge pas leur code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /local-questions|voice-recorder|audio-player/.test(url))).toEqual([]);
    await expect(page.getByRole("heading", { name: "Mes questions" })).toHaveCount(0);
  });
});

test.describe("Mes questions : les erreurs audio", () => {
  test("non signé, lecture impossible, téléchargement impossible", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "qaudio");
    const userId = userIdOf(identity.email);
    query(
      `INSERT INTO user_questions (id, user_id, question, question_audio_url, is_blocked_practice, has_response, created_at) VALUES (${sqlString(crypto.randomUUID())}, ${sqlString(userId)}, 'Une voix perdue', 'autre-personne/x/voix.webm', 0, 0, ${sqlString(now())})`,
    );
    await login(page, identity.pseudo, identity.password);
    await page.goto("/questions");
    await page
      .getByLabel("Ou choisir un fichier audio")
      .first()
      .setInputFiles({ name: "voix.webm", mimeType: "audio/webm", buffer: Buffer.from(SOUND, "base64") });
    await page.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(toast(page, "Question ajoutée")).toBeVisible();

    const lost = page.getByRole("listitem").filter({ hasText: "Une voix perdue" });
    await lost.locator("summary").first().click();
    await expect(lost.getByText("Enregistrement non disponible")).toBeVisible();
    await lost.getByRole("button", { name: /Écouter/ }).click();
    await expect(toast(page, "Impossible de charger l'enregistrement vocal")).toBeVisible();

    // The recording's address stops answering: playing and downloading both say so.
    await page.route("**/audio/play**", (route) => route.fulfill({ status: 404, body: "introuvable" }));
    const voiced = page.getByRole("listitem").filter({ hasText: "Question vocale" });
    await voiced.locator("summary").first().click();
    await voiced.getByRole("button", { name: /Écouter · Question vocale/ }).click();
    await expect(toast(page, "Impossible de lire l'enregistrement audio")).toBeVisible();
    await expect(toast(page, "Erreur de lecture")).toBeVisible();
    await voiced.getByRole("link", { name: /Télécharger/ }).click();
    await expect(toast(page, "Impossible de télécharger l'enregistrement")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/questions-audio-errors-desktop.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/screens/questions-audio-errors-phone.png", fullPage: true });
    await expectNoHorizontalOverflow(page, "questions audio");
  });
});

test.describe("l'historique quand la base refuse", () => {
  test("le message du catalogue s'affiche sur la page, pas la page d'erreur", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "hfail");
    const userId = userIdOf(identity.email);
    const stale = crypto.randomUUID();
    const old = new Date(Date.now() - 2 * 3600 * 1000).toISOString();
    // After signing in: the dashboard shown then applies the abandonment rule itself.
    await login(page, identity.pseudo, identity.password);
    query(
      `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, current_step, created_at, updated_at) VALUES (${sqlString(stale)}, ${sqlString(userId)}, 'peur', 'La Peur', 'in_progress', 1, ${sqlString(old)}, ${sqlString(old)})`,
    );
    // A real database failure: every statement naming practice_sessions fails for these page loads.
    const failing = /\/history/;
    await page.route(failing, (route) =>
      route.continue({ headers: { ...route.request().headers(), ...failingTable("practice_sessions") } }),
    );
    await page.goto("/history");
    await expect(page.getByRole("alert").filter({ hasText: "Impossible de charger vos pratiques" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/history-load-error.png", fullPage: true });
    await page.goto(`/history/${stale}`);
    await expect(page.getByRole("alert").filter({ hasText: "Impossible de charger les détails de cette pratique" })).toBeVisible();
    await page.unroute(failing);
    await page.getByRole("link", { name: "Réessayer" }).click();
    await expect(page.getByRole("link", { name: "Refaire" })).toBeVisible();
  });
});

test.describe("Mes questions sans JavaScript, pour un visiteur", () => {
  test.use({ javaScriptEnabled: false });
  test("explique que l'appareil a besoin de JavaScript, sans formulaire inutilisable", async ({ page }) => {
    await page.goto("/questions");
    await expect(page.getByText("Pour garder des questions sur cet appareil, activez JavaScript dans votre navigateur.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ajouter la question" })).toHaveCount(0);
    await page.screenshot({ path: "test-results/screens/questions-visitor-nojs.png", fullPage: true });
  });
});
