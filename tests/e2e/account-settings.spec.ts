import { openEmailForm, signInWithEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { createSignedInUser, PASSWORD } from "./support/accounts";

test("delete an account end to end, then fail to sign in with it", async ({ page, allowConsoleErrors }) => {
  // The sign-in attempt after deletion is refused on purpose: the browser logs that 401.
  allowConsoleErrors(/status of 401/);
  // Sign-up, sign-in, a save, an upload and a deletion on a shared two-core machine.
  test.setTimeout(90_000);
  const email = await createSignedInUser(page, "delete");
  await page.goto("/dashboard/settings");
  const form = page.getByRole("form", { name: "Company details" });
  await form.getByLabel("Company name").fill("Soon Gone B.V.");
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
  await page.getByLabel("Upload logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await expect(page.getByRole("img", { name: "Your company logo" })).toBeVisible();

  const deletion = page.getByRole("form", { name: "Delete account" });
  const confirm = deletion.getByLabel(/Type your email address/);
  const button = deletion.getByRole("button", { name: "Delete my account" });
  await expect(button).toBeDisabled();
  await confirm.fill("someone-else@example.com");
  await expect(button).toBeDisabled();
  await confirm.fill(email.toUpperCase());
  await expect(button).toBeEnabled();
  await button.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login$/);

  await signInWithEmail(page, email, PASSWORD);
  await expect(
    page.getByText("Invalid email or password. Please check your credentials and try again."),
  ).toBeVisible();
});

test("change password, then sign out everywhere", async ({ page, browser, allowConsoleErrors }) => {
  // Three sign-ins and a password hash on a shared two-core machine.
  test.setTimeout(90_000);
  allowConsoleErrors(/status of 401/);
  const email = await createSignedInUser(page, "password");
  // A second device with its own session.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await signInWithEmail(otherPage, email);
  await expect(otherPage).toHaveURL(/\/invoice_processor\/pdf$/);

  await page.goto("/dashboard/settings");
  await expect(page.getByText("Not saved yet.")).toBeVisible();
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Enter your current password")).toBeVisible();
  const newPassword = "Brand-New-Pass-5!";
  await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other device has been signed out.")).toBeVisible();

  // This device stays signed in; the other one is out.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await openEmailForm(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test("feedback: pick stars with the keyboard, add text, send", async ({ page }) => {
  test.setTimeout(60_000);
  await createSignedInUser(page, "feedback");
  await page.goto("/dashboard/settings");
  const form = page.getByRole("form", { name: "Extraction feedback" });
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await form.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("What was missing or wrong? (optional)").fill("Line items on page 2");
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
});

test("a session alone cannot set a new password: the page's own same-origin call is refused", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/status of 403/);
  const email = await createSignedInUser(page, "takeover");
  await page.goto("/dashboard/settings");
  // Exactly what the app's fetch sends (same origin, JSON, the session cookie), without a reset link.
  const refused = await page.evaluate(async () => {
    const response = await fetch("/api/auth/password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: "Taken-Over-Pass-1!" }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe("current_password_required");
  // The password is unchanged: a fresh browser signs in with the old one. Leave the signed-in page
  // first, so its own requests do not run into the cleared session.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/login");
  await signInWithEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
});
