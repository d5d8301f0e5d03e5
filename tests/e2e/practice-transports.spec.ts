/**
 * One practice, walked through the same steps with JavaScript (React state, fetcher posts) and without
 * (plain forms, redirects): both transports drive the same run state and must store the same records.
 */
import type { Browser, Page } from "@playwright/test";
import { query, sqlString } from "../support/db";
import { createConfirmedUser, expect, test, login, FRENCH_BROWSER } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

async function signedInPage(
  browser: Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
  request: Parameters<typeof createConfirmedUser>[0],
) {
  const identity = await createConfirmedUser(request, baseURL, javaScriptEnabled ? "js" : "nojs");
  const context = await browser.newContext({ ...FRENCH_BROWSER, baseURL, javaScriptEnabled, locale: "fr-FR" });
  const page = await context.newPage();
  await login(page, identity.pseudo, identity.password);
  return { page, pseudo: identity.pseudo, close: () => context.close() };
}

/** La Critique: an answer per step, a question on step 2, an explicit save and the act on step 3. */
async function walkCritique(page: Page, javascript: boolean) {
  await page.goto("/practice/critique");
  await page.getByRole("button", { name: "Étape suivante" }).click();
  await expect(page.getByText("Ajoutez un texte ou un enregistrement pour continuer").first()).toBeVisible();
  await page.getByLabel("Votre réponse").fill("Une remarque de ma collègue");
  await page.getByRole("button", { name: "Étape suivante" }).click();
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 2 sur 3");
  await page.getByLabel("Votre réponse").fill("Elle a réveillé un vieux doute");
  await page.getByRole("button", { name: "Enregistrer une question sur cette pratique" }).click();
  await page.getByLabel("Votre question").fill("D'où vient ce doute ?");
  await page.getByRole("button", { name: "Enregistrer la question" }).click();
  await expect(toast(page, "Question enregistrée")).toBeVisible();
  await page.getByRole("button", { name: "Étape suivante" }).click();
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 3 sur 3");
  await page.getByLabel("Votre réponse").fill("Lui demander ce qu'elle voulait dire");
  if (javascript) {
    // With JavaScript the answer saves by itself and says so (issue 17).
    await expect(page.getByTestId("save-status")).toHaveText("Enregistré ✓", { timeout: 15_000 });
  } else {
    await page.getByRole("button", { name: "Sauvegarder ma pratique" }).click();
    await expect(toast(page, "Pratique sauvegardée")).toBeVisible();
  }
  await page.getByLabel("Où ?").fill("Au bureau");
  await page.getByLabel("Quand ?").fill("Lundi");
  await page.getByLabel("Comment ?").fill("Calmement");
  await page.getByRole("button", { name: "Je m'engage à le faire" }).click();
  await expect(page.getByRole("heading", { name: "Session terminée !" })).toBeVisible();
}

/** Everything the run stored for a user, without ids or dates. */
function storedRun(pseudo: string) {
  const user = `(SELECT id FROM users WHERE username = ${sqlString(pseudo)})`;
  return {
    sessions: query(
      `SELECT tool_id, tool_name, status, current_step, completed_at IS NOT NULL AS completed FROM practice_sessions WHERE user_id = ${user}`,
    ),
    responses: query(
      `SELECT r.step_number, r.step_title, r.response_text, r.response_type, r.audio_url FROM practice_responses r
       JOIN practice_sessions s ON s.id = r.session_id WHERE s.user_id = ${user} ORDER BY r.step_number`,
    ),
    questions: query(
      `SELECT question, tool_id, step_number, is_blocked_practice, practice_summary, practice_session_id IS NOT NULL AS linked, has_response
       FROM user_questions WHERE user_id = ${user}`,
    ),
    acts: query(`SELECT act_text, is_completed, session_id IS NOT NULL AS linked FROM user_acts WHERE user_id = ${user}`),
  };
}

test("La Critique avec et sans JavaScript : mêmes étapes, mêmes enregistrements", async ({ browser, baseURL, request }) => {
  const withScript = await signedInPage(browser, baseURL!, true, request);
  const withoutScript = await signedInPage(browser, baseURL!, false, request);
  try {
    await walkCritique(withScript.page, true);
    await walkCritique(withoutScript.page, false);
    const stored = storedRun(withScript.pseudo);
    expect(stored.sessions).toEqual([
      { tool_id: "critique", tool_name: "La Critique", status: "completed", current_step: 3, completed: 1 },
    ]);
    expect(stored.responses.map((r) => r.response_text)).toEqual([
      "Une remarque de ma collègue",
      "Elle a réveillé un vieux doute",
      "Lui demander ce qu'elle voulait dire",
    ]);
    expect(stored.questions).toHaveLength(1);
    expect(stored.acts).toEqual([
      {
        act_text: "Lui demander ce qu'elle voulait dire\nOù\u202f? Au bureau\nQuand\u202f? Lundi\nComment\u202f? Calmement",
        is_completed: 0,
        linked: 1,
      },
    ]);
    expect(storedRun(withoutScript.pseudo)).toEqual(stored);
  } finally {
    await withScript.close();
    await withoutScript.close();
  }
});
