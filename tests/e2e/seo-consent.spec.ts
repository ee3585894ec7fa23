import { expect, test } from "./fixtures";
import { E2E_GA_ID, PREVIEW_URL, stubGoogleAnalytics } from "./seo-helpers";

test.use({ baseURL: PREVIEW_URL });

const banner = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Analytics cookies" });

test.describe("cookie consent", () => {
  test("nothing from Google loads until the visitor accepts", async ({ page, context }) => {
    const requested = await stubGoogleAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    // Let the page settle and navigate a little: still nothing may be requested.
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Factuurkit home" }).click();
    expect(requested).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("_ga");

    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_GA_ID}`]);

    // Remembered: no question on the next page load, and GA loads without asking again. The loader
    // is injected after hydration, which can come after the network first goes idle: poll for it.
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(2);
  });

  test("a rejection is remembered and loads nothing; the footer reopens the question", async ({ page }) => {
    const requested = await stubGoogleAnalytics(page);
    await page.goto("/tools");
    await page.getByRole("button", { name: "Reject analytics" }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    expect(requested).toEqual([]);

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("Your current answer: rejected.");
    await expect(page.getByRole("heading", { name: "Analytics cookies" })).toBeFocused();
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => requested.length).toBe(1);
  });

  test("accept and reject are equally prominent", async ({ page }) => {
    await page.goto("/");
    const accept = page.getByRole("button", { name: "Accept analytics" });
    const reject = page.getByRole("button", { name: "Reject analytics" });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThanOrEqual(4);
    const style = (locator: typeof accept) =>
      locator.evaluate((element) => {
        const css = getComputedStyle(element);
        return [css.backgroundColor, css.color, css.fontWeight, css.borderColor, css.fontSize];
      });
    expect(await style(accept)).toEqual(await style(reject));
  });

  test("the CSP of the analytics build admits Google's hosts and nothing else new", async ({ request }) => {
    const csp = (await request.get("/tools")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    const home = (await request.get("/")).headers()["content-security-policy"];
    expect(home).toBe(csp);
  });
});
