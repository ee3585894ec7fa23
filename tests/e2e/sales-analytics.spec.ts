import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";
import { seedDashboardUser } from "./support/dashboard-seed";

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get("/api/auth/session");
  const body = (await response.json()) as { session: { user: { sub: string } } | null };
  if (!body.session) throw new Error("not signed in");
  return body.session.user.sub;
}

async function expectChartDrawn(page: Page): Promise<void> {
  const chart = page.getByRole("figure", { name: "Revenue per month (excl. VAT)" });
  const canvas = chart.locator("canvas");
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  expect(box?.height ?? 0).toBeGreaterThan(100);
}

async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a visitor sees the tool on labelled sample data, with charts, filters and downloads", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/sales-analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Sales Analytics" })).toBeVisible();
  const banner = page.getByRole("region", { name: "Sample data" });
  await expect(banner.getByText("Sample data — sign in to see your own")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expectChartDrawn(page);
  await expect(page.getByRole("table", { name: "Revenue per customer" })).toContainText("Gemeente Voorbeeld");

  // The customer filter goes into the URL and narrows every table.
  await page.getByRole("combobox", { name: "Customer" }).selectOption("Studio Noord");
  await expect(page).toHaveURL(/customer=Studio\+Noord|customer=Studio%20Noord/);
  await expect(page.getByRole("table", { name: "Revenue per customer" })).not.toContainText(
    "Gemeente Voorbeeld",
  );
  await page.getByRole("combobox", { name: "Period" }).selectOption("quarter");
  await expect(page).toHaveURL(/period=quarter/);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "XLSX of Sales analytics" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-sales-analytics\.xlsx$/);
  const bytes = readFileSync((await file.path()) ?? "");
  expect(bytes.subarray(0, 2).toString()).toBe("PK");

  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByText("Sample data — sign in to see your own")).toBeVisible();
  await expectChartDrawn(page);
  await expectNoPageOverflow(page);
});

test("a signed-in user sees their own invoices, and downloads a table as CSV", async ({ page }) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, "analytics");
  seedDashboardUser(await currentUserId(page));

  await page.goto("/sales-analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Sales Analytics" })).toBeVisible();
  // Issued this month: €1,000 + €200 + €500 − €100 credit note excl. VAT; the paid one is not open.
  const revenue = page.getByRole("term").filter({ hasText: "Revenue excl. VAT" }).locator("..");
  await expect(revenue).toContainText("€1,600.00");
  await expect(page.getByRole("term").filter({ hasText: "Open receivables" }).locator("..")).toContainText(
    "€1,589.00",
  );
  await expect(page.getByText("Sample data — sign in to see your own")).toHaveCount(0);
  await expectChartDrawn(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV of Revenue per customer" }).click();
  const csv = readFileSync((await (await download).path()) ?? "", "utf8");
  expect(csv).toContain("Café De Hoek,4,1600.00,");

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoPageOverflow(page);
});
