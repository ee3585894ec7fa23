import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds every /api/auth/session answer until the returned function is called (a slow network). */
async function holdSessionCheck(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/session", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the sign-in screen says it is checking the session while the check is pending", async ({ page }) => {
  const release = await holdSessionCheck(page);
  await page.goto("/login");
  await expect(page.getByRole("status")).toHaveText("Checking authentication status...");
  await expect(page.getByRole("banner")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await expect(page.getByText("Checking authentication status...")).toBeHidden();
});

test("a signed-in-only page says 'Loading...' while the check is pending, then goes to /login", async ({
  page,
}) => {
  const release = await holdSessionCheck(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("status")).toHaveText("Loading...");
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
});
