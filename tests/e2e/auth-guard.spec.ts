import { registerAndVerify, signInWithEmail, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("a guarded URL visited while signed out comes back after sign-in", async ({ page }) => {
  const email = uniqueEmail("guard");
  await registerAndVerify(page, email);
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("redirectTo"))).toBe("/dashboard/settings");
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  expect(await page.evaluate(() => localStorage.getItem("redirectTo"))).toBeNull();
  // Signed in, /login is not for you: you land by the same rule.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
});

test("the login screen shows every text of SPEC §2", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(
    page.getByText("Use your Google account to sign in and save your invoice details"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why sign in?" })).toBeVisible();
  for (const reason of [
    "Save your company details for future invoices",
    "Access your invoice history",
    "Sync across devices",
  ]) {
    await expect(page.getByText(reason)).toBeVisible();
  }
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByRole("button", { name: "Back to options" }).click();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
});
