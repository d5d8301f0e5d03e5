import { expect, signUpInBrowser, test } from "./fixtures";

test("rattacher à l'inscription les pratiques faites sans compte", async ({ page, request }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const now = new Date().toISOString();
    localStorage.setItem(
      "local_practices",
      JSON.stringify([
        {
          id: "local-e2e-1",
          tool_id: "peur",
          tool_name: "La Peur",
          status: "completed",
          created_at: now,
          updated_at: now,
          completed_at: now,
          current_step: 3,
          responses: [
            { step_number: 1, step_title: "Accueillir la peur", response_text: "Une peur venue de loin ce matin", response_type: "text" },
          ],
        },
      ]),
    );
    localStorage.setItem(
      "local_acts",
      JSON.stringify([
        { id: "local-act-e2e", act_text: "Marcher au soleil", is_completed: false, created_at: now, session_id: "local-e2e-1" },
      ]),
    );
  });

  await signUpInBrowser(page, request, "rattache");

  const offer = page.getByRole("region", { name: "Des pratiques vous attendent sur cet appareil" });
  await expect(offer).toContainText("1 pratique et 1 acte");
  await offer.getByRole("button", { name: "Rattacher à mon compte" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Données rattachées" })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("local_practices") ?? "[]").length)).toBe(0);

  await page.goto("/history");
  await expect(page.getByText("Une peur venue de…", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sur cet appareil" })).toHaveCount(0);
});
