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

async function expectFiguresAndCharts(page: Page): Promise<void> {
  const glance = page.getByRole("region", { name: "At a glance" });
  const issued = glance.getByRole("region", { name: "Invoices issued" });
  await expect(issued.getByText("€1,807.00").first()).toBeVisible();
  await expect(issued.getByText("€1,600.00 excl. VAT · €207.00 VAT").first()).toBeVisible();
  await expect(
    glance.getByRole("region", { name: "Invoices received" }).getByText("€211.50").first(),
  ).toBeVisible();
  await expect(glance.getByRole("region", { name: "Bank accounts" }).getByText("€1,750.50")).toBeVisible();
  await expect(glance.getByRole("link", { name: "1 extraction with uncertain fields" })).toBeVisible();

  const vat = page.getByRole("region", { name: "VAT for the return (btw-aangifte)" });
  await expect(vat.getByText("Working summary, not tax advice")).toBeVisible();
  await expect(vat.getByRole("row", { name: /Reverse charge \(btw verlegd\)/ })).toContainText("€500.00");
  await expect(vat.getByRole("row", { name: /Standard rate 21%/ })).toContainText("€189.00");
  await expect(vat.getByText("To pay")).toBeVisible();
  await expect(vat.getByText("€175.50")).toBeVisible();

  const cashflow = page.getByRole("figure", { name: "Money in and out per month" });
  const balances = page.getByRole("figure", { name: "Balance per bank account" });
  for (const chart of [cashflow, balances]) {
    const canvas = chart.locator("canvas");
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(150);
    expect(box?.height ?? 0).toBeGreaterThan(100);
  }
  await expect(cashflow.getByText("From the transactions of your saved bank statements.")).toBeVisible();
  await cashflow.getByText("Show money in and out as a table").click();
  await expect(cashflow.getByRole("row").filter({ hasText: "€300.00" })).toContainText("€49.50");
}

test("a seeded user sees the figures and both charts, light and dark, and at 375 px", async ({ page }) => {
  test.setTimeout(120_000);
  await createSignedInUser(page, "dashboard");
  seedDashboardUser(await currentUserId(page));

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expectFiguresAndCharts(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);

  // The VAT export downloads the quarter's invoices.
  const href = await page.getByRole("link", { name: /as CSV/ }).getAttribute("href");
  const csv = await page.request.get(href ?? "");
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n").filter((line) => line.startsWith("Issued,"))).toHaveLength(4);

  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await expectFiguresAndCharts(page);
  // The chart axes are drawn in the dark palette's text colour, not the light one's.
  const ink = await page
    .getByRole("figure", { name: "Money in and out per month" })
    .locator("canvas")
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext("2d");
      const { data } = context?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      let light = 0;
      for (let i = 0; i < data.length; i += 4)
        if ((data[i + 3] ?? 0) > 200 && (data[i] ?? 0) > 180 && (data[i + 1] ?? 0) > 180) light += 1;
      return light;
    });
  expect(ink).toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expectFiguresAndCharts(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const canvasWidth = await page
    .getByRole("figure", { name: "Balance per bank account" })
    .locator("canvas")
    .evaluate((canvas) => canvas.getBoundingClientRect().width);
  expect(canvasWidth).toBeLessThanOrEqual(375);
});

test("a new user sees the empty state with a line and a link per tool", async ({ page }) => {
  await createSignedInUser(page, "dashboard-new");
  await page.goto("/dashboard");
  const empty = page.getByRole("region", { name: "Welcome! Start with one of these" });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole("link", { name: "Upload an invoice" })).toHaveAttribute(
    "href",
    "/dashboard/processor",
  );
  await expect(empty.getByRole("link", { name: "Create an invoice" })).toHaveAttribute(
    "href",
    "/dashboard/generator",
  );
  await expect(empty.getByRole("link", { name: "Convert a statement" })).toHaveAttribute(
    "href",
    "/dashboard/bank-statements",
  );
  await expect(page.getByRole("region", { name: "At a glance" })).toHaveCount(0);
  await expect(page.getByText("€0.00")).toHaveCount(0);
});
