import { PUBLIC_PAGES } from "../../core/site/page-meta";
import { expect, test } from "./fixtures";
import { PREVIEW_URL, stubGoogleAnalytics, waitForConsentBanner } from "./seo-helpers";
import { findAccessibilityViolations } from "./support/axe";

test.use({ baseURL: PREVIEW_URL });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${scheme} mode`, () => {
    for (const sitePage of PUBLIC_PAGES) {
      test(`${sitePage.path} has no serious or critical violations`, async ({ page }) => {
        await stubGoogleAnalytics(page);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(sitePage.path);
        // Hydrated, with the consent banner on screen: it is checked along with the page.
        await waitForConsentBanner(page);
        await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
        const violations = await findAccessibilityViolations(page, WCAG_TAGS);
        const blocking = violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}
