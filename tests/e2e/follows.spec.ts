/**
 * Issue 57 (decision 0477) in a browser: following a topic, the followed topics page and « Sans réponse »
 * with JavaScript off; with it, the header's count of one member across two tabs, cleared live.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { secondBrowser, uniqueWord } from "./community";
import { signedIn } from "./signed-in";

test.describe.configure({ timeout: 90_000 });
const LIVE = { timeout: 20_000 };

/** A new topic by the person on `page`, who then reads it: its title and address. */
async function startTopic(page: Page, title: string, content: string) {
  await page.goto("/forum/nouveau");
  await page.getByLabel("Titre").fill(title);
  await page.getByLabel("Contenu").fill(content);
  await page.getByRole("button", { name: "Publier le sujet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return { title, topicUrl: page.url() };
}

test.describe("sujets suivis, sans JavaScript", () => {
  test("suivre, ne plus suivre, la page des sujets suivis et « Sans réponse »", async ({ browser, request, baseURL }) => {
    const { page, context } = await signedIn(browser, request, baseURL!, false, "suivinojs");
    const { title, topicUrl } = await startTopic(page, `Une nuit sans sommeil ${uniqueWord()}`, "Je n'y arrive plus ce soir.");
    // The author follows their own topic.
    await expect(page.getByTestId("follow-button")).toHaveText("Ne plus suivre");
    await page.screenshot({ path: "test-results/screens/follows-topic-phone.png", fullPage: true });
    await page.getByTestId("follow-button").click();
    await expect(page.getByTestId("follow-button")).toHaveText("Suivre ce sujet");
    await expect(page.getByText("Vous ne suivez plus ce sujet.")).toBeVisible();
    await page.getByTestId("follow-button").click();
    await expect(page.getByTestId("follow-button")).toHaveText("Ne plus suivre");

    // Someone answers: the followed topics page says so, and opens the topic at that reply.
    const helper = await secondBrowser(browser, request, baseURL!, "suiviaide");
    await helper.page.goto(topicUrl);
    await helper.page.getByLabel("Votre réponse").fill("Je suis là, vous n'êtes pas seul·e.");
    await helper.page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(helper.page.getByTestId("reply").filter({ hasText: "Je suis là" })).toBeVisible();
    await helper.context.close();

    await page.goto("/forum");
    await page.getByRole("link", { name: "Sujets suivis" }).first().click();
    await expect(page).toHaveURL(/\/forum\/suivis$/);
    const card = page.getByTestId("followed-topic").filter({ hasText: title });
    await expect(card.getByTestId("new-replies")).toHaveText("1 nouvelle réponse");
    await expect(page.getByTestId("followed-topic").first()).toContainText(title);
    await page.screenshot({ path: "test-results/screens/follows-list-phone.png", fullPage: true });
    await card.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/#reponse-/);
    // Read: back on the list, nothing new.
    await page.goto("/forum/suivis");
    await expect(card.getByTestId("new-replies")).toHaveText("Tout est lu");
    // « Ne plus suivre » from the list.
    await card.getByRole("button", { name: `Ne plus suivre\u00a0: ${title}` }).click();
    await expect(page.getByText("Vous ne suivez plus ce sujet.")).toBeVisible();
    await expect(page.getByTestId("followed-topic").filter({ hasText: title })).toHaveCount(0);

    // « Sans réponse »: its own view, paged, without JavaScript.
    await page.goto("/forum");
    await page.getByRole("link", { name: "Sans réponse" }).click();
    await expect(page).toHaveURL(/\/forum\/sans-reponse$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sans réponse" })).toBeVisible();
    await expect(page.getByText("Les sujets auxquels personne d'autre")).toBeVisible();
    await page.screenshot({ path: "test-results/screens/follows-unanswered-phone.png", fullPage: true });
    const more = page.getByRole("link", { name: "Charger plus de sujets" });
    if (await more.isVisible()) {
      const before = await page.getByTestId("thread-card").count();
      await more.click();
      await expect(page).toHaveURL(/\/forum\/sans-reponse\?page=2/);
      expect(await page.getByTestId("thread-card").count()).toBeGreaterThan(before);
    }
    await context.close();
  });
});

test.describe("sujets suivis, en direct", () => {
  test("lire le sujet dans un onglet efface le compte de l'en-tête dans l'autre", async ({ browser, request, baseURL }) => {
    const { page, context } = await signedIn(browser, request, baseURL!, true, "suivijs");
    const { topicUrl } = await startTopic(page, `Un appel ${uniqueWord()}`, "Quelqu'un est-il là ce soir ?");
    // She has left the topic (a reply to a topic open in sight is read at once: the test below).
    await page.goto("/forum");

    const helper = await secondBrowser(browser, request, baseURL!, "suivijsaide");
    await helper.page.goto(topicUrl);
    await helper.page.getByLabel("Votre réponse").fill("Oui, je suis là.");
    await helper.page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(helper.page.getByTestId("reply").filter({ hasText: "Oui, je suis là." })).toBeVisible();
    await helper.context.close();

    // A second tab of the same person: the header counts one followed topic with a new reply.
    const other = await context.newPage();
    await other.goto("/forum");
    await expect(other.getByTestId("follows-badge")).toHaveText("1", LIVE);
    await expect(other.getByRole("link", { name: "Sujets suivis\u00a0: 1 sujet a de nouvelles réponses" })).toBeVisible();
    await other.screenshot({ path: "test-results/screens/follows-header-desktop.png" });
    // Reading the topic in the first tab clears it in the second, with no reload there.
    let reloaded = false;
    other.on("framenavigated", (frame) => {
      if (frame === other.mainFrame()) reloaded = true;
    });
    await page.goto(topicUrl);
    await expect(page.getByTestId("reply").filter({ hasText: "Oui, je suis là." })).toBeVisible();
    await expect(other.getByTestId("follows-badge")).toHaveCount(0, LIVE);
    await expect(other.getByTestId("follows-link")).toHaveAttribute("aria-label", "Sujets suivis");
    expect(reloaded).toBe(false);

    // « Ne plus suivre » with JavaScript: no page load.
    const loads: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });
    await page.getByTestId("follow-button").click();
    await expect(page.getByTestId("follow-button")).toHaveText("Suivre ce sujet");
    await page.getByTestId("follow-button").click();
    await expect(page.getByTestId("follow-button")).toHaveText("Ne plus suivre");
    expect(loads).toEqual([]);
    await context.close();
  });

  test("une réponse qui arrive en direct sur le sujet ouvert est lue : le compte de l'en-tête ne monte pas", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { page, context } = await signedIn(browser, request, baseURL!, true, "suivilive");
    const { topicUrl } = await startTopic(page, `Ce soir ${uniqueWord()}`, "Je n'y arrive plus ce soir.");

    // Someone answers while the topic is open, in sight: the reply appears, and it is read.
    const helper = await secondBrowser(browser, request, baseURL!, "suiviliveaide");
    await helper.page.goto(topicUrl);
    await helper.page.getByLabel("Votre réponse").fill("Je vous lis, je suis là.");
    await helper.page.getByRole("button", { name: "Répondre", exact: true }).click();
    await expect(page.getByTestId("reply").filter({ hasText: "Je vous lis, je suis là." })).toBeVisible(LIVE);
    // The server's count, as the header reads it: the reply was written (1 until read), then read (0).
    const counted = async () =>
      ((await (await page.request.get("/forum/suivis/compte", { headers: { Accept: "application/json" } })).json()) as { count: number })
        .count;
    await expect.poll(counted, LIVE).toBe(0);
    await expect(page.getByTestId("follows-badge")).toHaveCount(0);
    // Another tab of hers, opened now, has no count either.
    const other = await context.newPage();
    await other.goto("/forum");
    await expect(other.getByTestId("follows-link")).toHaveAttribute("aria-label", "Sujets suivis", LIVE);
    await expect(other.getByTestId("follows-badge")).toHaveCount(0);
    await helper.context.close();
    await context.close();
  });
});
