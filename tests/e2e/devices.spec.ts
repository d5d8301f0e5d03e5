/** Issue 15: a person sees where their account is open and signs another browser out. */
import { createConfirmedUser, expect, expectNoSeriousAxeViolation, login, test } from "./fixtures";

test("depuis le profil, déconnecter un autre appareil", async ({ browser, request, baseURL }) => {
  const identity = await createConfirmedUser(request, baseURL!, "appareil");
  const phoneContext = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await login(phone, identity.pseudo, identity.password);

  const computerContext = await browser.newContext();
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
