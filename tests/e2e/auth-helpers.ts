import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const PASSWORD = "Correct-Horse-9!";

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest link to `path` in the dev outbox for `to` (what the person would click in the mail). */
export async function readMailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: { text: string }[] };
        for (const message of body.messages) {
          const match = new RegExp(`https?://[^\\s]+(${path}\\?token=[a-z2-7]+)`).exec(message.text);
          if (match?.[1]) {
            link = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link;
}

export async function openEmailForm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Continue with Email" }).click();
}

/** Registers through the UI and confirms the address through the mailed link. */
export async function registerAndVerify(page: Page, email: string, name = "E2E User"): Promise<void> {
  await page.goto("/login");
  await openEmailForm(page);
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByText("Password strength: Strong")).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Account created successfully! Please check your email to verify your account."),
  ).toBeVisible();
  const link = await readMailedLink(page.request, email, "/api/auth/verify");
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your email address is confirmed. You can sign in now.")).toBeVisible();
}

export async function signInWithEmail(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openEmailForm(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}
