import { expect, type Page } from "@playwright/test";
import { getDocumentMeta } from "../../../client/lib/document-meta";
import type { SitePage } from "../../../core/site/site-pages";

/** The page shows its own heading and breadcrumb, and its document title and meta description. */
export async function expectPageIdentity(page: Page, sitePage: SitePage): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  if (sitePage.path !== "/") {
    await expect(heading).toHaveText(sitePage.title);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]'),
    ).toHaveText(sitePage.title);
  }
  const meta = getDocumentMeta(sitePage.path);
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
}
