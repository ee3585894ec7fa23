import { expect, test } from "./fixtures";

test("the home page loads with its heading and title", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Factuurkit");
  await expect(page).toHaveTitle("Factuurkit - Invoice Tools");
});
