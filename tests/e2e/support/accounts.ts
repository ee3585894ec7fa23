import type { Page } from "@playwright/test";
import { PASSWORD, readMailedLink, uniqueEmail } from "../auth-helpers";
import { expect } from "../fixtures";

export { PASSWORD, uniqueEmail };

// What a browser adds to a same-origin fetch; the CSRF guard requires it.
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };

/**
 * A verified, signed-in user made through the real endpoints, as the forms call them: register,
 * open the mailed link from the dev outbox, sign in. The page's request context shares the browser's
 * cookies, so the browser is signed in; no page is loaded (the caller goes where its test starts).
 * The forms themselves are tested in auth-email.spec.ts.
 */
export async function createSignedInUser(page: Page, label: string, name = "E2E User"): Promise<string> {
  const email = uniqueEmail(label);
  const registered = await page.request.post("/api/auth/register", {
    data: { name, email, password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(registered.status()).toBe(201);
  const link = await readMailedLink(page.request, email, "/api/auth/verify");
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.headers().location).toBe("/login?verified=true");
  const signedIn = await page.request.post("/api/auth/login", {
    data: { email, password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(signedIn.status()).toBe(200);
  return email;
}
