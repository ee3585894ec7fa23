import type { Page } from "@playwright/test";

/** The build with a test analytics id that playwright.config.ts serves (second webServer, ADR 104). */
export const PREVIEW_URL = `http://localhost:${Number(process.env.E2E_PREVIEW_PORT ?? Number(process.env.E2E_PORT ?? 5173) + 1000)}`;

export const E2E_GA_ID = "G-E2ETEST001";

/** What the prerender writes for `&`, `<`, `>` and `"` in text and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Google's scripts never load for real in tests: requests are answered with an empty script and
 * counted. Returns the list of requested URLs.
 */
export async function stubGoogleAnalytics(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com)\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" });
  });
  return requested;
}

/**
 * On a first visit the consent banner appears once the app has hydrated (main.tsx starts it right
 * after hydrateRoot), so it doubles as the "hydrated" signal.
 */
export async function waitForConsentBanner(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Analytics cookies" }).waitFor();
}
