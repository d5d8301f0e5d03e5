/**
 * Issue 41, item 2 (holes 3 and 4): two people, one browser. What the device kept for A — the written
 * 3 Gestes draft, an answer that could not reach the server, a wizard step's unsent text — is
 * forgotten when A signs out, never shown to B nor to the visitor after, and never sent under B's session.
 */
import type { Page } from "@playwright/test";
import { createConfirmedUser, expect, login, test } from "./fixtures";
import { answerAndNext, everythingKept } from "../support/offline";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Déconnexion" }).first().click();
  await expect(page.getByRole("link", { name: "Connexion" }).first()).toBeVisible();
}

const A_DRAFT = "Solution écrite par A, à ne montrer à personne";
const A_ANSWERS = ["Première réponse de A, enregistrée", "Réponse de A restée sur l'appareil"];
const A_KEPT = A_ANSWERS.slice(1);
const A_GRANDEUR = "Grandeur tapée par A";

test("deux comptes sur un appareil : rien de A n'est montré ni envoyé sous B", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const a = await createConfirmedUser(request, baseURL!, "deva");
  const b = await createConfirmedUser(request, baseURL!, "devb");
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posted.push(`${r.url()} ${r.postData() ?? ""}`);
  });

  await login(page, a.pseudo, a.password);

  // 1. The written 3 Gestes, left at step 4 with words typed.
  await page.goto("/practice/trois-gestes-ecrit");
  await expect(page.getByRole("heading", { name: "Saluer le Chercheur" })).toBeVisible();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/Le conflit → La paix/).check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel("Avec qui ce conflit a-t-il lieu ?").fill("Le voisin de A");
  await page.getByLabel(/Dans quelle situation/).fill("La situation de A");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/Quelle solution/).fill(A_DRAFT);
  await expect.poll(() => everythingKept(page)).toContain(A_DRAFT);

  // 2. A wizard step typed and not sent.
  await page.goto("/practice/nommer-grandeur");
  await expect(page).toHaveURL(/sessionId=/);
  await page.getByLabel("Ma grandeur").fill(A_GRANDEUR);
  await expect.poll(() => everythingKept(page)).toContain(A_GRANDEUR);

  // 3. Answers and an end the server could not take: they wait on the device.
  await page.goto("/practice/peur");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 1 sur 3");
  await answerAndNext(page, A_ANSWERS[0]!);
  await expect(page.getByTestId("save-status")).toHaveText("Enregistré ✓", { timeout: 15_000 });
  // The server cannot be reached for the next answer: it stays on the device (unsaved answers).
  await page.route("**/practice/peur/save", (route) => route.abort("internetdisconnected"));
  await answerAndNext(page, A_ANSWERS[1]!);
  await expect(page.getByTestId("save-status")).toContainText("Pas encore enregistré");
  await expect.poll(() => everythingKept(page)).toContain(A_ANSWERS[1]);
  expect(await everythingKept(page)).toMatch(/unsaved_answers/);

  // A signs out: the device forgets all of it.
  await page.goto("/dashboard");
  await signOut(page);
  await page.unroute("**/practice/peur/save");
  const afterSignOut = await everythingKept(page);
  for (const text of [A_DRAFT, A_GRANDEUR, ...A_KEPT]) expect(afterSignOut).not.toContain(text);

  // The visitor after A finds the written practice at its start.
  await page.goto("/practice/trois-gestes-ecrit");
  await expect(page.getByRole("heading", { name: "Saluer le Chercheur" })).toBeVisible();
  await expect(page.getByText(A_DRAFT)).toHaveCount(0);

  // B signs in on the same tab: nothing of A shows, nothing of A is sent.
  posted.length = 0;
  await login(page, b.pseudo, b.password);
  await page.goto("/practice/trois-gestes-ecrit");
  await expect(page.getByRole("heading", { name: "Saluer le Chercheur" })).toBeVisible();
  await page.goto("/practice/nommer-grandeur");
  await expect(page.getByLabel("Ma grandeur")).toHaveValue("");
  await page.goto("/practice/peur");
  await expect(page.getByTestId("step-counter")).toHaveText("Étape 1 sur 3");
  await expect(page.getByLabel("Votre réponse")).toHaveValue("");
  await page.goto("/dashboard");
  await page.waitForTimeout(1_000);
  const sentUnderB = posted.join("\n");
  for (const text of [A_DRAFT, A_GRANDEUR, ...A_KEPT]) expect(sentUnderB).not.toContain(text);
  const keptUnderB = await everythingKept(page);
  for (const text of [A_DRAFT, A_GRANDEUR, ...A_KEPT]) expect(keptUnderB).not.toContain(text);
});

test("le brouillon d'un visiteur n'est pas repris par la personne qui se connecte ensuite", async ({ page, request, baseURL }) => {
  const b = await createConfirmedUser(request, baseURL!, "devv");
  await page.goto("/practice/trois-gestes-ecrit");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/Le conflit → La paix/).check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByLabel("Avec qui ce conflit a-t-il lieu ?")).toBeVisible();
  await login(page, b.pseudo, b.password);
  await page.goto("/practice/trois-gestes-ecrit");
  await expect(page.getByRole("heading", { name: "Saluer le Chercheur" })).toBeVisible();
});

test("/hors-ligne?de=/%09/evil.example : « Réessayer » reste sur le site", async ({ page, baseURL }) => {
  await page.goto("/hors-ligne?de=/%09/evil.example");
  const href = await page.getByRole("link", { name: "Réessayer" }).getAttribute("href");
  expect(new URL(href!, baseURL).origin).toBe(new URL(baseURL!).origin);
  await page.getByRole("link", { name: "Réessayer" }).click();
  await expect.poll(() => new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
