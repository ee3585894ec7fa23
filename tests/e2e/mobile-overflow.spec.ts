import type { Page } from "@playwright/test";
import { SITE_PAGES } from "../../core/site/site-pages";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

const WIDTH = 375;

test.use({ viewport: { width: WIDTH, height: 800 } });

/** The page's sideways scroll width and, when it overflows, the widest elements that cause it. */
async function overflowOf(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      // Only the outermost offender of each branch: its children overflow with it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5) continue;
      culprits.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140));
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  }, WIDTH);
}

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading page" })).toHaveCount(0);
  await expect(page.locator("main h1").first()).toBeVisible();
  const { scrollWidth, culprits } = await overflowOf(page);
  expect(scrollWidth, `${path} scrolls sideways at ${WIDTH} px: ${culprits.join(" | ")}`).toBeLessThanOrEqual(
    WIDTH,
  );
}

const publicPaths = SITE_PAGES.filter((page) => page.access !== "signed-in").map((page) => page.path);
const signedInPaths = SITE_PAGES.filter((page) => page.access === "signed-in").map((page) => page.path);

// Split in halves so the two Playwright workers share the public pages.
const half = Math.ceil(publicPaths.length / 2);
for (const [index, paths] of [publicPaths.slice(0, half), publicPaths.slice(half)].entries()) {
  test(`public pages, part ${index + 1}, do not scroll sideways at ${WIDTH} px`, async ({ page }) => {
    test.setTimeout(300_000);
    for (const path of paths) await expectNoSidewaysScroll(page, path);
  });
}

test(`signed-in pages do not scroll sideways at ${WIDTH} px`, async ({ page }) => {
  test.setTimeout(300_000);
  expect(signedInPaths.length).toBeGreaterThan(5);
  await createSignedInUser(page, "mobile");
  for (const path of signedInPaths) await expectNoSidewaysScroll(page, path);
});
