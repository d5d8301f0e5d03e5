/**
 * Account forms declared once (issue 8 item 4, decision 0130): the same zod schema refuses in the
 * browser before anything is sent and on the server without JavaScript, in French, beside the field,
 * keeping what was typed — except passwords, which a refusal never sends back into the page.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { secondBrowser, signInFresh, toast, uniqueWord } from "./community";
import { callbackLink, createConfirmedUser, followLink, expect, login, newIdentity, test, FRENCH_BROWSER } from "./fixtures";

/** Every POST the page sends, to prove a refusal happened in the browser. */
function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/** conform marks its form `novalidate` once the page has hydrated: from then on the browser checks with the schema. */
async function hydratedForm(page: Page, field: string) {
  await expect(page.locator(`form:has([name="${field}"])`)).toHaveAttribute("novalidate", "");
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ ...FRENCH_BROWSER, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Follows a password-recovery e-mail in this page: it ends on /auth/reset-password. */
async function openRecovery(page: Page, request: APIRequestContext, email: string) {
  await page.goto("/auth/forgot-password");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("E-mail envoyé")).toBeVisible();
  await followLink(page, await callbackLink(request, email, /Réinitialisation/));
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
}

test.describe("connexion", () => {
  test("le navigateur refuse un identifiant vide avant tout envoi", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/auth/login");
    await hydratedForm(page, "identifier");
    const identifier = page.getByLabel("E-mail ou pseudo");
    await identifier.fill("camille");
    await identifier.fill("");
    await identifier.blur();
    await expect(page.getByText("L'e-mail ou le pseudo est requis.")).toBeVisible();
    await expect(identifier).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Mot de passe").fill("un-secret");
    await page.getByLabel("Mot de passe").press("Enter");
    await expect(page.getByText("L'e-mail ou le pseudo est requis.")).toBeVisible();
    expect(posts).toEqual([]);
    await identifier.fill("camille");
    await expect(page.getByText("L'e-mail ou le pseudo est requis.")).toHaveCount(0);
  });

  test("sans JavaScript : le serveur refuse avec le même message, garde l'identifiant, jamais le mot de passe", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/auth/login");
      await page.getByLabel("E-mail ou pseudo").fill("   ");
      await page.getByLabel("Mot de passe").fill("secret-tape-123");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByText("L'e-mail ou le pseudo est requis.")).toBeVisible();
      await expect(page.getByLabel("E-mail ou pseudo")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Mot de passe")).toHaveValue("");

      await page.getByLabel("E-mail ou pseudo").fill("camille");
      await page.getByLabel("Mot de passe").fill("secret-tape-123");
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.getByTestId("form-alert")).toContainText("E-mail ou mot de passe incorrect");
      await expect(page.getByLabel("E-mail ou pseudo")).toHaveValue("camille");
      await expect(page.getByLabel("Mot de passe")).toHaveValue("");
      expect(await page.content()).not.toContain("secret-tape-123");
    });
  });
});

test.describe("inscription", () => {
  test("le navigateur refuse un pseudo et un mot de passe invalides avant tout envoi", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/auth/signup");
    await hydratedForm(page, "pseudo");
    const pseudo = page.getByLabel("Pseudo");
    await pseudo.fill("a@b");
    await pseudo.blur();
    const characters = "Le pseudo ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas (_).";
    await expect(page.getByText(characters)).toBeVisible();
    await expect(pseudo).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("E-mail", { exact: true }).fill("quelqu-un@exemple.test");
    await page.getByLabel("Mot de passe").fill("court");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères.")).toBeVisible();
    await expect(page.getByText(characters)).toBeVisible();
    expect(posts).toEqual([]);
    await pseudo.fill("quelqu-un");
    await expect(page.getByText(characters)).toHaveCount(0);
    // A name of digits and dots is refused before anything is sent (decision 0467).
    await pseudo.fill("127.0.0.1");
    await pseudo.blur();
    await expect(page.getByText("Le pseudo doit contenir au moins une lettre.")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("le mot de passe trop courant n'est refusé que par le serveur, la liste ne quitte pas le serveur", async ({ page }) => {
    const identity = newIdentity("courant");
    await page.goto("/auth/signup");
    await page.getByLabel("Pseudo").fill(identity.pseudo);
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByLabel("Mot de passe").fill("bisounours");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Ce mot de passe est trop courant.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("Pseudo")).toHaveValue(identity.pseudo);
  });

  test("sans JavaScript : le serveur refuse avec le même message et garde la saisie, sauf le mot de passe", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/auth/signup");
      await page.getByLabel("Pseudo").fill("a@b");
      await page.getByLabel("E-mail", { exact: true }).fill("quelqu-un@exemple.test");
      await page.getByLabel("Mot de passe").fill("secret-tape-456");
      await page.getByRole("button", { name: "S'inscrire" }).click();
      await expect(
        page.getByText("Le pseudo ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas (_)."),
      ).toBeVisible();
      await expect(page.getByLabel("Pseudo")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Pseudo")).toHaveValue("a@b");
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("quelqu-un@exemple.test");
      await expect(page.getByLabel("Mot de passe")).toHaveValue("");
      expect(await page.content()).not.toContain("secret-tape-456");

      // A help line's number as a word of the pseudo: refused by the server, the typing kept (decision 0467).
      await page.getByLabel("Pseudo").fill("SOS.3114");
      await page.getByLabel("Mot de passe").fill("secret-tape-456");
      await page.getByRole("button", { name: "S'inscrire" }).click();
      await expect(page.getByText("Ce nom contient le numéro d", { exact: false })).toBeVisible();
      await expect(page.getByLabel("Pseudo")).toHaveValue("SOS.3114");
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("quelqu-un@exemple.test");
    });
  });
});

test.describe("nouveau mot de passe", () => {
  test("le navigateur refuse un mot de passe court et deux mots de passe différents avant tout envoi", async ({
    page,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "resetjs");
    await openRecovery(page, request, identity.email);
    await hydratedForm(page, "confirm");
    const posts = recordPosts(page);
    const password = page.getByLabel("Nouveau mot de passe");
    const confirm = page.getByLabel("Confirmer le mot de passe");
    const save = page.getByRole("button", { name: "Enregistrer le mot de passe" });
    await password.fill("court");
    await confirm.fill("court");
    await save.click();
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await password.fill("un-tout-nouveau-secret");
    await expect(page.getByText("Le mot de passe doit contenir au moins 6 caractères.")).toHaveCount(0);
    await confirm.fill("un-autre-secret");
    await save.click();
    await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("sans JavaScript : le serveur refuse avec le même message et ne renvoie aucun mot de passe", async ({
    browser,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "resetnojs");
    await withoutJavaScript(browser, async (page) => {
      await openRecovery(page, request, identity.email);
      await page.getByLabel("Nouveau mot de passe").fill("secret-tape-789");
      await page.getByLabel("Confirmer le mot de passe").fill("secret-tape-780");
      await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
      await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
      await expect(page.getByLabel("Confirmer le mot de passe")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Nouveau mot de passe")).toHaveValue("");
      expect(await page.content()).not.toContain("secret-tape-78");
      // The common-password list answers from the server too.
      await page.getByLabel("Nouveau mot de passe").fill("azerty123");
      await page.getByLabel("Confirmer le mot de passe").fill("azerty123");
      await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
      await expect(page.getByText("Ce mot de passe est trop courant.", { exact: false })).toBeVisible();
    });
  });
});

test.describe("profil", () => {
  test("le navigateur refuse un nom vide et un nouveau mot de passe mal confirmé avant tout envoi", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "profiljs");
    await login(page, identity.pseudo, identity.password);
    await page.goto("/auth/profile");
    await hydratedForm(page, "displayName");
    await hydratedForm(page, "current");
    const posts = recordPosts(page);
    const displayName = page.getByLabel("Nom d'affichage");
    await displayName.fill("");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByText("Le nom d'affichage est requis.")).toBeVisible();
    await expect(displayName).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Mot de passe actuel").fill(identity.password);
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("un-tout-nouveau-secret");
    await page.getByLabel("Confirmer le nouveau mot de passe").fill("un-autre-secret");
    await page.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
    expect(posts).toEqual([]);
    // Each form keeps its own messages.
    await expect(page.getByText("Le nom d'affichage est requis.")).toBeVisible();
  });

  test("sans JavaScript : le serveur refuse avec les mêmes messages, garde le nom tapé, jamais les mots de passe", async ({
    browser,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "profilnojs");
    await withoutJavaScript(browser, async (page) => {
      await login(page, identity.pseudo, identity.password);
      await page.goto("/auth/profile");
      const long = `Camille ${"x".repeat(43)}`; // 51 characters
      await page.getByLabel("Nom d'affichage").evaluate((input: HTMLInputElement, value) => {
        input.removeAttribute("maxlength");
        input.value = value;
      }, long);
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await expect(page.getByText("Le nom d'affichage ne peut pas dépasser 50 caractères.")).toBeVisible();
      await expect(page.getByLabel("Nom d'affichage")).toHaveValue(long);
      await expect(page.getByLabel("Nom d'affichage")).toHaveAttribute("aria-invalid", "true");
      // Nobody passes for a help line (decision 0467): refused, the name typed kept.
      await page.getByLabel("Nom d'affichage").fill("Écoute 3114");
      await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
      await expect(page.getByText("Ce nom contient le numéro d", { exact: false })).toBeVisible();
      await expect(page.getByLabel("Nom d'affichage")).toHaveValue("Écoute 3114");

      await page.getByLabel("Mot de passe actuel").fill(identity.password);
      await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("secret-tape-321");
      await page.getByLabel("Confirmer le nouveau mot de passe").fill("secret-tape-322");
      await page.getByRole("button", { name: "Changer le mot de passe" }).click();
      await expect(page.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
      await expect(page.getByLabel("Mot de passe actuel")).toHaveValue("");
      const html = await page.content();
      expect(html).not.toContain("secret-tape-32");
      expect(html).not.toContain(identity.password);
    });
  });
});

test.describe("signalement", () => {
  test("le navigateur demande une raison avant tout envoi, puis le signalement part", async ({ page, browser, request, baseURL }) => {
    const author = await secondBrowser(browser, request, baseURL!, "auteursig");
    const title = `Un sujet à signaler ${uniqueWord()}`;
    await author.page.goto("/forum/nouveau");
    await author.page.getByLabel("Titre").fill(title);
    await author.page.getByLabel("Contenu").fill("Un contenu calme.");
    await author.page.getByRole("button", { name: "Publier le sujet" }).click();
    await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await signInFresh(page, request, baseURL!, "signaleur");
    await page.goto(author.page.url());
    await hydratedForm(page, "reason");
    const report = page.getByTestId("report").first();
    await report.getByText("Signaler", { exact: true }).click();
    const posts = recordPosts(page);
    await report.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(report.getByText("Choisissez une raison pour signaler ce message.")).toBeVisible();
    // The group of reasons is marked invalid (a radio button itself takes no aria-invalid in ARIA 1.2).
    await expect(report.getByRole("group", { name: /Pourquoi le signalez-vous/ })).toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
    await report.getByLabel("Publicité ou spam").check();
    await expect(report.getByText("Choisissez une raison pour signaler ce message.")).toHaveCount(0);
    await report.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(toast(page, "Signalement envoyé")).toBeVisible();
    await author.context.close();
  });
});
