import type { Page } from "@playwright/test";
import { PASSWORD, readMailedLink, signInWithEmail, uniqueEmail } from "../auth-helpers";
import { expect } from "../fixtures";

export { PASSWORD, uniqueEmail };

/**
 * A verified, signed-in user made through the real endpoints: register by API (what the form
 * posts), confirm through the mailed link from the dev outbox, then sign in through the UI.
 */
export async function createSignedInUser(page: Page, label: string, name = "E2E User"): Promise<string> {
  const email = uniqueEmail(label);
  const registered = await page.request.post("/api/auth/register", {
    data: { name, email, password: PASSWORD },
    // What a browser adds to a same-origin fetch; the CSRF guard requires it.
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(registered.status()).toBe(201);
  await page.goto(await readMailedLink(page.request, email, "/api/auth/verify"));
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(/\/invoice_processor\/pdf$/);
  return email;
}
