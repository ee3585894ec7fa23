import { PASSWORD, readMailedLink, registerAndVerify, signInWithEmail, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

test("register, verify from the mailed link, sign in, reach a guarded page, sign out", async ({ page }) => {
  const email = uniqueEmail("flow");
  await registerAndVerify(page, email, "Ada Lovelace");

  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
  const menuButton = page.getByRole("button", { name: "Account menu for Ada Lovelace" });
  await expect(menuButton).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"))).toMatchObject({
    email,
    name: "Ada Lovelace",
  });

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);

  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeHidden();
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("signing in before verifying shows the confirmation message", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 403/);
  const email = uniqueEmail("unverified");
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Not Yet");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible({ timeout: 6000 });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(
    page.getByText("Please check your email and click the confirmation link before signing in."),
  ).toBeVisible();
});

test("password reset: request, open the mailed link, set a new password, sign in with it", async ({
  page,
  allowConsoleErrors,
}) => {
  // The old password is tried once on purpose: the browser logs that 401.
  allowConsoleErrors(/status of 401/);
  const email = uniqueEmail("reset");
  await registerAndVerify(page, email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Reset Instructions" }).click();
  await expect(page.getByText("Password reset instructions have been sent to your email.")).toBeVisible();

  const link = await readMailedLink(page.request, email, "/api/auth/reset");
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=true$/);
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await expect(page.getByText("Choose a strong password for your account")).toBeVisible();
  const newPassword = "Fresh-Start-2024?";
  await page.getByLabel("New Password", { exact: true }).fill("weak");
  await page.getByLabel("Confirm New Password", { exact: true }).fill("other");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Show new password", exact: true }).click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Updated Successfully" })).toBeVisible();
  await page.getByRole("link", { name: "Continue to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithEmail(page, email, PASSWORD);
  await expect(
    page.getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
});

test("a reset page opened without a valid link says so and goes to /login", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
});
