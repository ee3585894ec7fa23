import { SITE_PAGES } from "../../client/lib/site-pages";
import { expect, test } from "./fixtures";
import { PREVIEW_URL, stubGoogleAnalytics } from "./seo-helpers";
import { expectPageIdentity } from "./support/page-identity";

// The build with analytics configured (scripts/e2e-server.mjs ga), as a deployment with analytics serves it.
test.use({ baseURL: PREVIEW_URL });
test.beforeEach(async ({ page }) => {
  await stubGoogleAnalytics(page);
});

// Public pages are checked the same way on their one visit in seo-a11y.spec.ts.
const signedOutPages = SITE_PAGES.filter((page) => page.access === "signed-out");
const guardedPages = SITE_PAGES.filter((page) => page.access === "signed-in");

for (const sitePage of signedOutPages) {
  test(`${sitePage.path} loads with its heading, title and breadcrumb`, async ({ page }) => {
    // The reset page needs the e-mailed link's marker, or it shows 'Invalid Reset Link' (SPEC §4).
    await page.goto(sitePage.path === "/reset-password" ? "/reset-password?token=true" : sitePage.path);
    await expectPageIdentity(page, sitePage);
  });
}

for (const sitePage of guardedPages) {
  test(`${sitePage.path} sends a signed-out visitor to /login and remembers where they came from`, async ({
    page,
  }) => {
    await page.goto(`${sitePage.path}?tab=1`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to your account");
    expect(await page.evaluate(() => localStorage.getItem("redirectTo"))).toBe(`${sitePage.path}?tab=1`);
  });
}

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page).toHaveTitle("Page Not Found | Factuurkit - Invoice Tools");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
