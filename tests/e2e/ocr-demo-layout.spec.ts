import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Where each header cell's text starts and ends (its text, not its padding). */
async function headerTextSpans(
  table: Locator,
): Promise<Array<{ text: string; left: number; right: number }>> {
  return table.locator("thead th").evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return { text: cell.textContent ?? "", left: box.left, right: box.right };
    }),
  );
}

// Issue 27 item 17: the line-item headers ran together ("VATAmount").
for (const width of [1280, 375]) {
  test(`the OCR demo's line-item headers keep space between them at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/invoice-ocr");
    await page.getByLabel("Choose an invoice").setInputFiles("tests/fixtures/invoices/pdf/inv-001.pdf");
    const section = page.getByRole("region", { name: "VAT and line items" });
    const table = section.getByRole("table");
    await expect(table.getByRole("columnheader", { name: "Amount" })).toBeVisible({ timeout: 30_000 });

    const spans = await headerTextSpans(table);
    expect(spans.map((span) => span.text)).toEqual(["Description", "Qty", "Unit price", "VAT", "Amount"]);
    for (const [index, span] of spans.slice(1).entries()) {
      const before = spans[index];
      expect(
        span.left - (before?.right ?? 0),
        `space between "${before?.text}" and "${span.text}"`,
      ).toBeGreaterThanOrEqual(8);
    }
    // Numbers keep their header's line: no header wraps.
    for (const header of await table.locator("thead th").all()) {
      const lines = await header.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
  });
}
