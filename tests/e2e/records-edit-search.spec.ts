import { query, sqlString as q } from "../support/db";
import { userIdOf as userId } from "../support/practices";
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test, FRENCH_BROWSER } from "./fixtures";

const iso = () => new Date().toISOString();

function seedLetter(owner: string, title: string, content: string) {
  const id = crypto.randomUUID();
  query(
    `INSERT INTO love_words (id, user_id, title, content, age_category, created_at) VALUES (${q(id)}, ${q(owner)}, ${q(title)}, ${q(content)}, 'enfant', ${q(iso())})`,
  );
  return id;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`modifier ses écrits ${javaScriptEnabled ? "avec" : "sans"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("modifier un mot d'amour, une réponse passée et un acte", async ({ page, request, baseURL }) => {
      const me = await createConfirmedUser(request, baseURL!, "edit");
      const owner = userId(me.email);
      const letter = seedLetter(owner, "À toi", "Premier jet");
      const session = crypto.randomUUID();
      query(
        `INSERT INTO practice_sessions (id, user_id, tool_id, tool_name, status, created_at, updated_at, completed_at) VALUES (${q(session)}, ${q(owner)}, 'peur', 'La Peur', 'completed', ${q(iso())}, ${q(iso())}, ${q(iso())});
         INSERT INTO practice_responses (id, session_id, step_number, step_title, response_text, response_type, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(session)}, 1, 'Accueillir', 'Réponse d''origine', 'text', ${q(iso())}, ${q(iso())});
         INSERT INTO user_acts (id, user_id, act_text, is_completed, created_at, updated_at) VALUES (${q(crypto.randomUUID())}, ${q(owner)}, 'Appeler ma sœur', 0, ${q(iso())}, ${q(iso())});`,
      );
      await login(page, me.pseudo, me.password);

      await page.goto(`/love-words?id=${letter}`);
      await page.getByRole("link", { name: "Modifier" }).click();
      await expect(page.getByRole("heading", { name: "Modifier ce mot d'amour" })).toBeVisible();
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page, "modifier un mot d'amour");
      if (javaScriptEnabled) {
        // Without JavaScript the browser's own `required` check stops an empty title first.
        await page.getByLabel("Titre").fill("");
        await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
        await expect(page.getByText("Merci de remplir tous les champs et de sélectionner une catégorie")).toBeVisible();
      }
      await page.getByLabel("Titre").fill("À toi, petit");
      await page.getByLabel("Votre mot d'amour").fill("Deuxième jet, plus doux.");
      await page.getByLabel("Adolescent").check();
      await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
      await expect(page.getByRole("heading", { name: "À toi, petit" })).toBeVisible();
      await expect(page.getByText("Deuxième jet, plus doux.")).toBeVisible();

      await page.goto(`/history/${session}`);
      await page.getByRole("link", { name: "Modifier la réponse de l'étape 1" }).click();
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page, "modifier une réponse");
      await page.getByLabel("Votre réponse").fill("Réponse relue.");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Réponse relue.")).toBeVisible();
      await expect(page.getByLabel("Votre réponse")).toHaveCount(0);

      await page.goto("/acts");
      await page.getByRole("link", { name: "Modifier : Appeler ma sœur" }).click();
      if (javaScriptEnabled) await expectNoSeriousAxeViolation(page, "modifier un acte");
      await page.getByLabel("Texte de l'acte").fill("Appeler ma sœur dimanche");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByText("Appeler ma sœur dimanche")).toBeVisible();
      expect(query(`SELECT act_text FROM user_acts WHERE user_id = ${q(owner)}`)).toEqual([{ act_text: "Appeler ma sœur dimanche" }]);
    });
  });
}

test.describe("rechercher dans ses écrits", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("trouve ses propres lettres sans accents, jamais celles d'une autre personne", async ({ page, request, baseURL }) => {
    const [me, other] = await Promise.all([
      createConfirmedUser(request, baseURL!, "srch"),
      createConfirmedUser(request, baseURL!, "srcho"),
    ]);
    const word = `Éclaircie${Date.now().toString(36)}`;
    seedLetter(userId(me.email), "Ma lettre du matin", `Une ${word} au réveil`);
    seedLetter(userId(other.email), "Lettre de quelqu'un d'autre", `Une ${word} chez l'autre`);
    await login(page, me.pseudo, me.password);
    await page.goto("/history");
    await page.getByRole("link", { name: "Rechercher dans mes écrits" }).click();
    await expect(page).toHaveURL(/\/recherche$/);
    await page.getByLabel("Mots à chercher").fill(word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByTestId("search-hit")).toHaveCount(1);
    await expect(page.getByText("Ma lettre du matin")).toBeVisible();
    await expect(page.getByText("Lettre de quelqu'un d'autre")).toHaveCount(0);
    await expectNoSeriousAxeViolation(page, "recherche");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflow).toBe(false);
    await page.getByTestId("search-hit").click();
    await expect(page.getByRole("heading", { name: "Ma lettre du matin" })).toBeVisible();
  });
});

test.describe("changer son mot de passe", () => {
  test("depuis le profil : les autres appareils sont déconnectés, celui-ci reste connecté", async ({ browser, request, baseURL }) => {
    const me = await createConfirmedUser(request, baseURL!, "pwd");
    const here = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    const elsewhere = await (await browser.newContext(FRENCH_BROWSER)).newPage();
    await login(here, me.pseudo, me.password);
    await login(elsewhere, me.pseudo, me.password);

    await here.goto("/auth/profile");
    await expectNoSeriousAxeViolation(here, "profil");
    await here.getByLabel("Mot de passe actuel").fill("pas-le-bon");
    await here.getByLabel("Nouveau mot de passe", { exact: true }).fill("un-nouveau-secret-tres-long");
    await here.getByLabel("Confirmer le nouveau mot de passe").fill("un-nouveau-secret-tres-long");
    await here.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(here.getByText("Le mot de passe actuel ne correspond pas.")).toBeVisible();

    await here.getByLabel("Mot de passe actuel").fill(me.password);
    await here.getByLabel("Nouveau mot de passe", { exact: true }).fill("un-nouveau-secret-tres-long");
    await here.getByLabel("Confirmer le nouveau mot de passe").fill("un-nouveau-secret-tres-long");
    await here.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(here.getByText("Mot de passe modifié").first()).toBeVisible();

    await elsewhere.goto("/auth/profile");
    await expect(elsewhere).toHaveURL(/\/login/);
    await here.goto("/auth/profile");
    await expect(here).toHaveURL(/\/auth\/profile$/);
  });
});

test.describe("photo de profil", () => {
  test("une grande image est réduite dans le navigateur avant l'envoi, servie par notre origine, puis retirée", async ({
    page,
    request,
    baseURL,
  }) => {
    const me = await createConfirmedUser(request, baseURL!, "avatar");
    await login(page, me.pseudo, me.password);
    await page.goto("/auth/profile");
    // A 1200 × 900 PNG drawn by the browser itself.
    const base64 = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext("2d")!;
      for (let i = 0; i < 60; i++) {
        context.fillStyle = `hsl(${i * 6}, 70%, 50%)`;
        context.fillRect((i * 97) % 1200, (i * 53) % 900, 200, 150);
      }
      return canvas.toDataURL("image/png").split(",")[1]!;
    });
    await page
      .getByLabel("Choisir une image")
      .setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") });
    await page.waitForTimeout(500); // the resize runs on change
    await page.getByRole("button", { name: "Envoyer la photo" }).click();
    await expect(page.getByText("Photo de profil enregistrée").first()).toBeVisible();
    const url = query<{ avatar_url: string }>(`SELECT avatar_url FROM profiles WHERE id = ${q(userId(me.email))}`)[0]!.avatar_url;
    expect(url).toMatch(/^\/avatars\/[0-9a-f-]{36}\/\d+\.(webp|jpg)$/);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url);
    expect(size).toEqual([256, 192]);
    await expect(page.locator(`img[src="${url}"]`).first()).toBeVisible();
    await expectNoSeriousAxeViolation(page, "profil avec photo");

    await page.getByRole("button", { name: "Retirer la photo" }).click();
    await expect(page.getByText("Photo de profil retirée").first()).toBeVisible();
    await expect(page.locator(`img[src="${url}"]`)).toHaveCount(0);
  });
});
