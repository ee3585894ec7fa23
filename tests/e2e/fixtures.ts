import { test as base, expect, type Page } from "@playwright/test";

/**
 * Waits until the app's handlers are attached (client/lib/mark-interactive.ts). A prerendered page
 * shows its form before its script has run; typing or clicking then would be lost, as it would for a
 * person on a slow connection. Pages that are not the app (no #root: the fake Mollie checkout, JSON,
 * about:blank) are ready at once.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.hasAttribute("data-interactive"),
  );
}

/**
 * Every e2e test fails on an unexpected console error or uncaught page error (epic-stack's rule).
 * A test that expects one calls `allowConsoleErrors(pattern)` first. `page.goto` and `page.reload`
 * return once the app is interactive.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitUntilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
