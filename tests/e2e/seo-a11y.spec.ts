import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../core/site/page-meta";
import type { SitePage } from "../../core/site/site-pages";
import { expect, test } from "./fixtures";
import { PREVIEW_URL, stubGoogleAnalytics, waitForConsentBanner } from "./seo-helpers";
import { findAccessibilityViolations, type RuleSelection } from "./support/axe";
import { expectPageIdentity } from "./support/page-identity";

test.use({ baseURL: PREVIEW_URL });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The colour scheme changes colours only: in dark mode the rules that read colours are run again,
// every other WCAG rule has already checked the same markup in light mode.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

interface BlockingViolation {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

async function findBlockingViolations(page: Page, selection: RuleSelection): Promise<BlockingViolation[]> {
  const violations = await findAccessibilityViolations(page, selection);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

/** Colours are read once transitions (hover and theme fades) have finished. */
async function waitForTransitions(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * One visit per public page (page loads are most of the suite's time, docs/decisions/104): the page's
 * identity, then axe-core in light mode and, after the visitor switches the theme, in dark mode. Each
 * test walks a few pages in one tab, as a visitor does, and lists every page that fails.
 */
async function checkPage(page: Page, sitePage: SitePage): Promise<string[]> {
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.goto(sitePage.path);
  await expectPageIdentity(page, sitePage);
  // Hydrated, with the consent banner on screen: it is checked along with the page.
  await waitForConsentBanner(page);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  const light = await findBlockingViolations(page, { tags: WCAG_TAGS });
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await waitForTransitions(page);
  const dark = await findBlockingViolations(page, { rules: COLOUR_RULES });
  return [
    ...light.map((violation) => `${sitePage.path} (light): ${JSON.stringify(violation)}`),
    ...dark.map((violation) => `${sitePage.path} (dark): ${JSON.stringify(violation)}`),
  ];
}

const GROUPS = 6;
const groupSize = Math.ceil(PUBLIC_PAGES.length / GROUPS);
for (let start = 0; start < PUBLIC_PAGES.length; start += groupSize) {
  const sitePages = PUBLIC_PAGES.slice(start, start + groupSize);
  test(`${sitePages.map((sitePage) => sitePage.path).join(", ")}: heading, title and breadcrumb, and no serious or critical violations in light and dark mode`, async ({
    page,
  }) => {
    test.setTimeout(120_000 * sitePages.length);
    await stubGoogleAnalytics(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/robots.txt");
    const violations: string[] = [];
    for (const sitePage of sitePages) violations.push(...(await checkPage(page, sitePage)));
    expect(violations).toEqual([]);
  });
}

test("the accessibility check reports what it is shown: low contrast and an unlabelled button", async ({
  page,
}) => {
  await page.setContent(
    `<html lang="en"><head><title>Probe</title></head><body><main>
      <p style="color:#777;background:#888">Faint text</p><button></button></main></body></html>`,
  );
  const violations = await findAccessibilityViolations(page, { tags: WCAG_TAGS });
  expect(violations.map((violation) => violation.id).sort()).toEqual(["button-name", "color-contrast"]);
  const colourOnly = await findAccessibilityViolations(page, { rules: COLOUR_RULES });
  expect(colourOnly.map((violation) => violation.id)).toEqual(["color-contrast"]);
});
