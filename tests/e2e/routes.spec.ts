import { getDocumentMeta } from "../../client/lib/document-meta";
import { SITE_PAGES } from "../../client/lib/site-pages";
import { PUBLIC_PAGES } from "../../core/site/page-meta";
import { expect, test } from "./fixtures";
import { PREVIEW_URL, stubGoogleAnalytics, waitForConsentBanner } from "./seo-helpers";

// The build with analytics configured (scripts/e2e-server.mjs ga), as a deployment with analytics serves it.
test.use({ baseURL: PREVIEW_URL });
test.beforeEach(async ({ page }) => {
  await stubGoogleAnalytics(page);
});

const openPages = SITE_PAGES.filter((page) => page.access !== "signed-in");
const guardedPages = SITE_PAGES.filter((page) => page.access === "signed-in");

for (const sitePage of openPages) {
  test(`${sitePage.path} loads with its heading, title and breadcrumb`, async ({ page }) => {
    // The reset page needs the e-mailed link's marker, or it shows 'Invalid Reset Link' (SPEC §4).
    await page.goto(sitePage.path === "/reset-password" ? "/reset-password?token=true" : sitePage.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (sitePage.path !== "/") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.title);
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]'),
      ).toHaveText(sitePage.title);
    }
    await expect(page).toHaveTitle(getDocumentMeta(sitePage.path).title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      getDocumentMeta(sitePage.path).description,
    );
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

// Every prerendered page in Dutch: the Worker serves the Dutch prerender, and hydrating it changes
// nothing (a mismatch — such as English guide text in the Dutch HTML — is a page error here).
for (const publicPage of PUBLIC_PAGES) {
  test(`${publicPage.path}?lang=nl hydrates its Dutch prerendered page unchanged`, async ({ page }) => {
    const response = await page.goto(`${publicPage.path}?lang=nl`);
    const html = (await response?.text()) ?? "";
    const prerenderedHeading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    expect(prerenderedHeading, "the HTML holds the page's heading").not.toBe("");
    await waitForConsentBanner(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(decodeHtml(prerenderedHeading));
  });
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
