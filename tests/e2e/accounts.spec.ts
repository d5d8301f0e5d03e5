import { callbackLink, createConfirmedUser, followLink, DEMO_PASSWORD, expect, login, newIdentity, test, FRENCH_BROWSER } from "./fixtures";

const INVALID = "E-mail ou mot de passe incorrect. Si vous venez de vous inscrire, vérifiez que vous avez confirmé votre e-mail.";

test.describe("un nouveau compte, du début à la fin", () => {
  test("inscription, confirmation par e-mail, connexion par pseudo, profil, déconnexion", async ({ page, request }) => {
    const identity = newIdentity("parcours");
    await page.goto("/auth/signup");
    await page.getByLabel("Pseudo").fill(identity.pseudo);
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByLabel("Mot de passe").fill(identity.password);
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Inscription réussie !" })).toBeVisible();
    // After 3 s the app goes to the login page.
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });

    // Before confirmation, the password is refused with the spec's message.
    await page.getByLabel("E-mail ou pseudo").fill(identity.pseudo);
    await page.getByLabel("Mot de passe").fill(identity.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByTestId("form-alert")).toContainText(INVALID);

    // The link's page names the account and waits for the person's own click (decision 0320).
    const link = await callbackLink(request, identity.email, /Confirmez/);
    await page.goto(link);
    await expect(page.getByTestId("callback-question")).toHaveText(`Continuer en tant que ${identity.pseudo}\u202f?`);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/auth\/callback\?/);
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.getByRole("button", { name: `Continuer en tant que ${identity.pseudo}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();

    await login(page, identity.pseudo, identity.password);
    await expect(page.getByTestId("toast").filter({ hasText: "Connexion réussie !" })).toBeVisible();
    await expect(page.getByTestId("header-name")).toHaveText(identity.pseudo);

    await page.getByRole("link", { name: /Mon profil/ }).click();
    await expect(page.getByText(identity.email).first()).toBeVisible();
    await expect(page.getByText("Utilisateur", { exact: true })).toBeVisible(); // the role badge
    await page.getByLabel("Nom d'affichage").fill("Camille Lumière");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Profil mis à jour" })).toBeVisible();
    await expect(page.getByTestId("header-name")).toHaveText("Camille Lumière");

    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Déconnecté" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/auth/profile");
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fauth%2Fprofile$/);
  });
});

test.describe("connexion", () => {
  test("par e-mail, et le message du mauvais mot de passe", async ({ page }) => {
    await page.goto("/auth/login");
    const submit = page.getByRole("button", { name: "Se connecter" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("E-mail ou pseudo").fill("camille@rendez-vous.test");
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    await submit.click();
    await expect(page.getByTestId("form-alert")).toContainText("Erreur de connexion");
    await expect(page.getByTestId("form-alert")).toContainText(INVALID);
    await expect(page.getByLabel("E-mail ou pseudo")).toHaveValue("camille@rendez-vous.test");

    await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("header-name")).toHaveText("Camille");
  });

  test("une adresse de retour hostile (/%09/evil.test/a) ramène au tableau de bord, jamais ailleurs", async ({
    page,
    request,
    baseURL,
  }) => {
    const identity = await createConfirmedUser(request, baseURL!, "retour");
    await page.goto("/auth/login?redirectTo=/%09/evil.test/a");
    await page.getByLabel("E-mail ou pseudo").fill(identity.pseudo);
    await page.getByLabel("Mot de passe").fill(identity.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(`${baseURL}/dashboard`);

    // The same target carried by a one-time link.
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto("/auth/magic-link?redirectTo=/%0A/evil.test/a");
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByRole("button", { name: "Recevoir mon lien" }).click();
    await expect(page.getByText("Lien envoyé")).toBeVisible();
    await followLink(page, await callbackLink(request, identity.email, /lien de connexion/));
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  });

  test("par lien unique envoyé par e-mail, qui ne fonctionne qu'une fois", async ({ page, request, baseURL, browser }) => {
    const identity = await createConfirmedUser(request, baseURL!, "lien");
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Recevoir un lien de connexion par e-mail" }).click();
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByRole("button", { name: "Recevoir mon lien" }).click();
    await expect(page.getByText("Lien envoyé")).toBeVisible();
    const link = await callbackLink(request, identity.email, /lien de connexion/);
    await followLink(page, link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("header-name")).toHaveText(identity.pseudo);

    const other = await browser.newContext(FRENCH_BROWSER);
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByRole("alert").filter({ hasText: "Aucune session trouvée. Le lien a peut-être expiré." })).toBeVisible();
    await expect(second).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });
    await other.close();
  });

  test("mot de passe oublié : un lien, un nouveau mot de passe", async ({ page, request, baseURL }) => {
    const identity = await createConfirmedUser(request, baseURL!, "oubli");
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByText("E-mail envoyé")).toBeVisible();
    await followLink(page, await callbackLink(request, identity.email, /Réinitialisation/));
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel("Nouveau mot de passe").fill("un-tout-nouveau-secret");
    await page.getByLabel("Confirmer le mot de passe").fill("un-tout-nouveau-secret");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Mot de passe modifié" })).toBeVisible();
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await login(page, identity.email, "un-tout-nouveau-secret");
  });
});

test.describe("sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("inscription puis connexion fonctionnent avec de simples formulaires", async ({ page, request }) => {
    const identity = newIdentity("nojs");
    await page.goto("/auth/signup");
    await page.getByLabel("Pseudo").fill(identity.pseudo);
    await page.getByLabel("E-mail", { exact: true }).fill(identity.email);
    await page.getByLabel("Mot de passe").fill("azerty");
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Ce mot de passe est trop courant.")).toBeVisible();
    await expect(page.getByLabel("Pseudo")).toHaveValue(identity.pseudo);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(identity.email);
    await page.getByLabel("Mot de passe").fill(identity.password);
    await page.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page.getByText("Inscription réussie !")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 8_000 });

    await page.goto(await callbackLink(request, identity.email, /Confirmez/));
    await expect(page.getByTestId("callback-question")).toHaveText(`Continuer en tant que ${identity.pseudo}\u202f?`);
    await page.getByRole("button", { name: `Continuer en tant que ${identity.pseudo}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("button", { name: "Déconnexion" }).click();

    await page.goto("/auth/login");
    await page.getByLabel("E-mail ou pseudo").fill(identity.pseudo);
    await page.getByLabel("Mot de passe").fill("faux-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByTestId("form-alert")).toContainText(INVALID);
    await page.getByLabel("Mot de passe").fill(identity.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Connexion réussie !")).toBeVisible();
  });
});
