import { signInWithEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

test("signing out on a signed-in page forgets it: the next person lands on the default page", async ({
  page,
}) => {
  const email = await createSignedInUser(page, "sign-out");
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("fromMagnetPage", "true"));

  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem("user"),
    localStorage.getItem("redirectTo"),
    localStorage.getItem("fromMagnetPage"),
  ]);
  expect(stored).toEqual([null, null, null]);

  await page.goto("/login");
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
});
