import { expect, test } from "./fixtures";
import { PREVIEW_URL } from "./seo-helpers";

test.use({ baseURL: PREVIEW_URL });

test.beforeEach(async ({ page }) => {
  // Answer the cookie question up front so the banner does not sit in the tab order.
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ version: 1, analytics: "denied", decidedOn: "2026-11-22" }),
    ),
  );
});

async function tabUntilFocused(page: import("@playwright/test").Page, name: string, max = 30): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "";
    });
    if (label.startsWith(name)) return;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

test.describe("keyboard navigation", () => {
  test("header menus open, move and close with the keyboard, and a link can be followed", async ({
    page,
  }) => {
    await page.goto("/tools");
    await page.waitForLoadState("networkidle");
    await tabUntilFocused(page, "Excel & Spreadsheet Guides");
    const trigger = page.getByRole("button", { name: "Excel & Spreadsheet Guides" });
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const firstItem = page.getByRole("link", { name: "Excel Remove Duplicates", exact: true });
    await expect(firstItem).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(firstItem).not.toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(firstItem).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/excel-remove-duplicates-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Excel Remove Duplicates Guide");
  });

  test("every header menu can be reached and opened with Tab and Enter", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const triggers = page.getByRole("navigation", { name: "Main navigation" }).getByRole("button");
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      const trigger = triggers.nth(index);
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("the mobile drawer opens from the keyboard, its links are reachable and Escape closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/tools");
    await page.waitForLoadState("networkidle");
    await tabUntilFocused(page, "Open menu");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("navigation", { name: "Mobile navigation" });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Tab");
    const focusedInDrawer = await drawer.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInDrawer).toBe(true);
    // Focus is trapped: Shift+Tab from the first control wraps to the last link, Tab wraps back.
    await page.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await drawer.getByRole("link", { name: "Bank Statement Converter" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/bank-statement-converter$/);
    await expect(drawer).toBeHidden();
  });
});
