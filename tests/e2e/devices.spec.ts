/** Issue 15: a person sees where their account is open and signs another browser out. */
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test, FRENCH_BROWSER } from "./fixtures";

test("depuis le profil, déconnecter un autre appareil", async ({ browser, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "appareil");
  const phoneContext = await browser.newContext({
    ...FRENCH_BROWSER,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await login(phone, identity.pseudo, identity.password);

  const computerContext = await browser.newContext(FRENCH_BROWSER);
  const computer = await computerContext.newPage();
  await login(computer, identity.pseudo, identity.password);
  await computer.goto("/auth/profile");
  await computer.getByRole("link", { name: "Voir mes appareils" }).click();
  await expect(computer.getByRole("heading", { name: "Appareils connectés" })).toBeVisible();
  const devices = computer.getByTestId("device");
  await expect(devices.first()).toContainText("Cet appareil");
  await expect(computer.getByText("Safari sur iPhone")).toBeVisible();
  await expectNoSeriousAxeViolation(computer, "appareils");
  await computer.getByRole("button", { name: "Déconnecter cet appareil : Safari sur iPhone" }).click();
  await expect(computer.getByTestId("toast").filter({ hasText: "Appareil déconnecté" })).toBeVisible();
  await expect(computer.getByText("Safari sur iPhone")).toHaveCount(0);

  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\/login/);
  await phoneContext.close();
  await computerContext.close();
});

test("« Appareils connectés » apprend sans recharger qu'un autre appareil s'est déconnecté", async ({ browser, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "ailleurs");
  const phoneContext = await browser.newContext(FRENCH_BROWSER);
  const phone = await phoneContext.newPage();
  await login(phone, identity.pseudo, identity.password);

  const computerContext = await browser.newContext(FRENCH_BROWSER);
  const computer = await computerContext.newPage();
  await login(computer, identity.pseudo, identity.password);
  // The page listens to the person's own room (decision 0321): its greeting says the socket is open.
  // The frame listener is attached when the socket appears, so a greeting that arrives at once is heard.
  const greeted = new Promise<void>((resolve) =>
    computer.on("websocket", (ws) => {
      if (ws.url().includes("/parties/user-room/")) ws.once("framereceived", () => resolve());
    }),
  );
  await computer.goto("/auth/appareils");
  await greeted;
  const devices = computer.getByTestId("device");
  const before = await devices.count();
  expect(before).toBeGreaterThanOrEqual(2);

  await phone.getByRole("button", { name: "Déconnexion" }).click();
  await expect(phone.getByRole("link", { name: "Connexion" })).toBeVisible();
  await expect(devices).toHaveCount(before - 1);
  await phoneContext.close();
  await computerContext.close();
});
