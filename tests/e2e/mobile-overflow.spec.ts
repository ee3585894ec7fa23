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
      // Only the outermost offender of each branch (its children overflow with it), and nothing a
      // scroll container holds (a wide table in an overflow-x-auto wrapper scrolls on its own).
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5) continue;
      let ancestor = element.parentElement;
      while (ancestor && getComputedStyle(ancestor).overflowX === "visible")
        ancestor = ancestor.parentElement;
      if (ancestor && ancestor !== document.body && ancestor !== document.documentElement) continue;
      culprits.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140));
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5) };
  }, WIDTH);
}

/** Opens each page and returns those that scroll sideways, with the elements that cause it. */
async function pagesThatOverflow(page: Page, paths: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // The page's own content, not the route or session spinner: the heading the shell's pages all have.
    await expect(page.locator("main h1, main h2").first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("status", { name: "Loading page" })).toHaveCount(0);
    const { scrollWidth, culprits } = await overflowOf(page);
    if (scrollWidth > WIDTH) failures.push(`${path} is ${scrollWidth} px wide: ${culprits.join(" | ")}`);
  }
  return failures;
}

const publicPaths = SITE_PAGES.filter((page) => page.access !== "signed-in").map((page) => page.path);
const signedInPaths = SITE_PAGES.filter((page) => page.access === "signed-in").map((page) => page.path);

// Split in halves so the two Playwright workers share the public pages.
const half = Math.ceil(publicPaths.length / 2);
for (const [index, paths] of [publicPaths.slice(0, half), publicPaths.slice(half)].entries()) {
  test(`public pages, part ${index + 1}, do not scroll sideways at ${WIDTH} px`, async ({ page }) => {
    test.setTimeout(600_000);
    expect(await pagesThatOverflow(page, paths)).toEqual([]);
  });
}

test(`signed-in pages do not scroll sideways at ${WIDTH} px`, async ({ page }) => {
  test.setTimeout(600_000);
  expect(signedInPaths.length).toBeGreaterThan(5);
  await createSignedInUser(page, "mobile");
  expect(await pagesThatOverflow(page, signedInPaths)).toEqual([]);
});
