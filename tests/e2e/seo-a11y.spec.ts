import { PUBLIC_PAGES } from "../../core/site/page-meta";
import { expect, test } from "./fixtures";
import { PREVIEW_URL, stubGoogleAnalytics, waitForConsentBanner } from "./seo-helpers";
import { findAccessibilityViolations } from "./support/axe";

test.use({ baseURL: PREVIEW_URL });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The colour scheme changes colours only: in dark mode the rules that read colours are run again,
// every other WCAG rule has already checked the same markup in light mode.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

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
        const violations = await findAccessibilityViolations(
          page,
          scheme === "light" ? { tags: WCAG_TAGS } : { rules: COLOUR_RULES },
        );
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
