import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/**
 * A till receipt as a phone photographs it: a narrow white roll, a till font, a store name in large
 * type, lying a little askew on a grey table. Drawn here (never a real receipt: the corpus' licence
 * keeps its images out of the repository) and saved as a JPEG like a camera's.
 */
async function photographReceipt(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 560, height: 860 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const line = (left: string, right = ""): string =>
    `<div class="row"><span>${left}</span><span>${right}</span></div>`;
  await page.setContent(`<!doctype html><html><body style="margin:0;background:#8d8a84">
    <style>
      .roll { width: 320px; margin: 40px auto; padding: 28px 22px; background: #fbfaf6; color: #1c1c1c;
        font: 17px/1.45 "DejaVu Sans Mono", "Liberation Mono", monospace; transform: rotate(1.2deg);
        box-shadow: 0 6px 18px rgba(0,0,0,.35) }
      .row { display: flex; justify-content: space-between; white-space: pre }
      .name { font-size: 24px; font-weight: bold; text-align: center; margin-bottom: 6px }
      .centre { text-align: center }
    </style>
    <div class="roll">
      <div class="name">DE ZONNEBLOEM B.V.</div>
      <div class="centre">Kerkstraat 8</div>
      <div class="centre">1234 AB Voorbeeld</div>
      <div class="centre">Tel. 012-3456789</div>
      <br>
      ${line("Volkorenbrood", "3,45")}
      ${line("2 x Krentenbol", "1,20")}
      ${line("Appeltaart", "8,50")}
      <br>
      ${line("TOTAAL", "13,15")}
      ${line("PIN", "13,15")}
      <br>
      ${line("27-11-2026 14:32", "Kassa 2")}
      <div class="centre">Bedankt en tot ziens</div>
    </div></body></html>`);
  const photo = await page.screenshot({ type: "jpeg", quality: 82, fullPage: true });
  await context.close();
  return photo;
}

test("a photographed till receipt on a phone: store, date and total are filled and marked", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const photo = await photographReceipt(browser);
  await page.goto("/invoice-ocr");
  await page
    .getByLabel("Choose an invoice")
    .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("heading", { name: "Extracted fields" })).toBeVisible({ timeout: 280_000 });
  const fields: readonly [label: string, value: string][] = [
    ["Supplier", "DE ZONNEBLOEM B.V."],
    ["Invoice date", "2026-11-27"],
    ["Total", "13.15"],
  ];
  for (const [label, value] of fields) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveValue(value);
    // Each read field carries its verdict: sure, or highlighted for the user to check; never "not found".
    const row = page.locator("div", { has: input }).last();
    await expect(row).toContainText(/✓ sure|Check this/);
    await expect(row).not.toContainText("not found");
  }
});
