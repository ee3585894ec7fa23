import { expect, test } from "./fixtures";

/** A guide's built chunk (English and Dutch content alike): `/assets/<basename>-<hash>.js`. */
function guideChunk(basename: string): RegExp {
  return new RegExp(`/assets/${basename}-[\\w-]+\\.js$`);
}

test.describe("theme", () => {
  test("dark mode persists across reloads and sets theme-color", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    const themeColor = page.locator('meta[name="theme-color"]');
    await expect(html).not.toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute("content", "#ffffff");

    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(html).toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute("content", "#1f2937");

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute("content", "#1f2937");
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await expect(themeColor).toHaveAttribute("content", "#ffffff");
  });

  test("a first visit follows the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/tools");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1f2937");
  });
});

test.describe("header menus", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown closes on an outside click and on Escape", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Digital Tools" });
    const menu = page.getByRole("list", { name: "Digital Tools" });
    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await page.mouse.down();
    await page.mouse.up();
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a dropdown opens on hover and closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Excel & Spreadsheet Guides" }).hover();
    const menu = page.getByRole("list", { name: "Excel & Spreadsheet Guides" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Power Query Remove Duplicates" }).click();
    await expect(page).toHaveURL(/\/power-query-remove-duplicates-guide$/);
    await expect(menu).toBeHidden();
  });

  test("the external universal data cleaner link opens in a new tab safely", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Data Cleaning Services" }).click();
    const link = page.getByRole("link", { name: /Universal Data Cleaner/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("signed out, the header offers 'Sign In' leading to /login", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the navigation drawer opens 18rem wide and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("navigation", { name: "Mobile navigation" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBe(288);
    // Full height and flush right, over the page (not clipped to the header).
    expect(box?.height).toBe(740);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(375);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "MT940 Guide" }).click();
    await expect(page).toHaveURL(/\/invoice_processor\/mt940-guide$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MT940 Guide");
  });
});

test("the page scrolls to the top on every path change", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The router's first scroll-to-top can run after a scroll made right after the heading shows
  // (hydration finishing): scroll again until it sticks.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  }).toPass();
  await page
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link", { name: "Terms of Service" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("content starts below the fixed header and the footer carries the contact details", async ({ page }) => {
  await page.goto("/tools");
  const main = page.locator("main");
  const paddingTop = await main.evaluate((element) => getComputedStyle(element).paddingTop);
  expect(paddingTop).toBe("104px");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Modern financial tools and services for modern businesses");
  await expect(footer).toContainText("Amsterdam, Netherlands");
  await expect(footer.getByRole("link", { name: "support@factuurkit.nl" })).toHaveAttribute(
    "href",
    "mailto:support@factuurkit.nl",
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test.describe("chunk loading", () => {
  test("a spinner shows while a page chunk loads", async ({ page }) => {
    await page.goto("/");
    await page.route(guideChunk("mt940-guide"), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.evaluate(() => {
      history.pushState({}, "", "/invoice_processor/mt940-guide");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MT940 Guide");
  });

  test("a chunk that fails to load shows a retry message", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|dynamically imported module|net::ERR_FAILED|ChunkLoadError/);
    await page.goto("/");
    await page.route(guideChunk("camt053-guide"), (route) => route.abort());
    await page.evaluate(() => {
      history.pushState({}, "", "/invoice_processor/camt053-guide");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
    await expect(page.getByText("ChunkLoadError")).toBeVisible();
    await page.unroute(guideChunk("camt053-guide"));
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CAMT.053 Guide");
  });
});

test("security headers are sent with the page and its static files", async ({ request }) => {
  for (const path of ["/", "/tools", "/theme-init.js", "/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["content-security-policy"], path).not.toContain("'unsafe-inline' 'self'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["referrer-policy"], path).toBe("strict-origin");
  }
});

test.describe("header menus with a mouse", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("clicking the button a hover just opened keeps the menu open; a second click closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Documentation & Help" });
    const menu = page.getByRole("list", { name: "Documentation & Help" });
    await button.hover();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });
});
