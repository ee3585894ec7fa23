import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { decodeBase64 } from "../../../core/invoice/base64";
import { formatInvoiceDate } from "../../../core/invoice/i18n";
import type { Invoice } from "../../../core/invoice/model";
import { formatMoney } from "../../../core/invoice/money";
import { detectLogo, MAX_LOGO_BYTES } from "../../../core/invoice/pdf/logo";
import { renderInvoicePdf } from "../../../core/invoice/pdf/render-invoice-pdf";
import { calculateTotals } from "../../../core/invoice/totals";
import { createBetalingskenmerk } from "../../../core/validation/betalingskenmerk";
import { createCreditorReference } from "../../../core/validation/creditor-reference";
import { formatIban } from "../../../core/validation/iban";
import { loadFontAssets } from "./font-assets";
import { extractPdfText } from "./pdf-text";
import { GERMAN_CUSTOMER, line, longInvoice, SUPPLIER, sampleInvoice } from "./sample-invoices";

const assets = loadFontAssets();

async function textOf(invoice: Invoice): Promise<{ pages: number; text: string; bytes: Uint8Array }> {
  const bytes = await renderInvoicePdf(invoice, assets);
  return { ...(await extractPdfText(bytes)), bytes };
}

/** Every header field and total the PDF must carry, formatted as printed. */
function expectedStrings(invoice: Invoice): string[] {
  const totals = calculateTotals(invoice);
  const money = (cents: bigint): string => formatMoney(cents, invoice.currency, invoice.language);
  const date = (value: string): string => formatInvoiceDate(value, invoice.language);
  return [
    invoice.number,
    date(invoice.issueDate),
    date(invoice.dueDate),
    invoice.buyerReference,
    invoice.supplier.name,
    invoice.supplier.address.street,
    `${invoice.supplier.address.postcode} ${invoice.supplier.address.city}`,
    invoice.supplier.vatNumber,
    invoice.supplier.kvk,
    formatIban(invoice.supplier.iban),
    invoice.customer.name,
    invoice.customer.address.street,
    invoice.customer.vatNumber,
    ...invoice.lines.map((item) => item.description),
    ...totals.lines.map((amounts) => money(amounts.net)),
    ...totals.breakdown.flatMap((row) => [money(row.taxable), money(row.vat)]),
    money(totals.taxExclusive),
    money(totals.vatTotal),
    money(totals.taxInclusive),
    invoice.paymentReference,
  ].filter((value) => value !== "");
}

describe("renderInvoicePdf", () => {
  it("prints every header field and total of a Dutch invoice as selectable text", {
    timeout: 60_000,
  }, async () => {
    const invoice = sampleInvoice();
    const { text, pages, bytes } = await textOf(invoice);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(pages).toBe(1);
    for (const expected of expectedStrings(invoice)) expect(text).toContain(expected);
    expect(text).toContain("Factuur");
    expect(text).toContain("Leverdatum");
    expect(text).toContain("€ 666,19");
    expect(text).toContain("Scan om te betalen");
  });

  it("renders the same invoice to the same bytes, also with the parsed fonts reused", {
    timeout: 60_000,
  }, async () => {
    const first = await renderInvoicePdf(sampleInvoice(), assets);
    // Another document in between uses glyphs the first has not (the fonts are shared between documents).
    await renderInvoicePdf(
      { ...longInvoice(30), customer: GERMAN_CUSTOMER, notes: "Größe ÄÖÜ ß — ĳ € ½" },
      assets,
    );
    const second = await renderInvoicePdf(sampleInvoice(), assets);
    expect(second).toEqual(first);
    const other = await renderInvoicePdf(sampleInvoice(), loadFontAssets());
    expect(other).toEqual(first);
  });

  it("asks for the invoice number in the description, not as a betalingskenmerk", {
    timeout: 60_000,
  }, async () => {
    const { text } = await textOf(sampleInvoice({ paymentReference: "2025-0042" }));
    expect(text).not.toMatch(/betalingskenmerk/i);
    expect(text).toMatch(/Omschrijving\s+2025-0042/);
    expect(text).toContain("onder vermelding van factuurnummer 2025-0042");
  });

  it("names a structured reference the betalingskenmerk", { timeout: 60_000 }, async () => {
    const kenmerk = createBetalingskenmerk("20250042");
    for (const reference of [kenmerk, createCreditorReference("20250042")]) {
      const { text } = await textOf(sampleInvoice({ paymentReference: reference }));
      expect(text).toContain("Betalingskenmerk");
      expect(text).toContain(`met betalingskenmerk ${reference}`);
    }
  });

  it("prints English labels and the reverse-charge wording", { timeout: 60_000 }, async () => {
    const invoice = sampleInvoice({
      language: "en",
      customer: GERMAN_CUSTOMER,
      lines: [line({ vatCategory: "AE", vatRate: "0", description: "Installation of a cold store" })],
    });
    const { text } = await textOf(invoice);
    for (const expected of expectedStrings(invoice)) expect(text).toContain(expected);
    expect(text).toContain("Invoice");
    expect(text).toContain("VAT reverse charged");
    expect(text).toContain("Müller Großhandel GmbH");
  });

  it("prints the KOR exemption and the corrected invoice of a credit note", { timeout: 60_000 }, async () => {
    const invoice = sampleInvoice({
      kind: "credit-note",
      number: "C-0003",
      supplier: { ...SUPPLIER, kor: true },
      precedingInvoice: { number: "2025-0042", issueDate: "2025-03-14" },
      lines: [line({ vatCategory: "E", vatRate: "0" })],
    });
    const { text } = await textOf(invoice);
    expect(text).toContain("Creditnota");
    expect(text).toContain("Correctie op factuur");
    expect(text).toContain("Wij betalen dit bedrag aan u terug");
    expect(text).not.toContain("Scan om te betalen");
    expect(text).toContain("2025-0042");
    expect(text).toContain("Vrijgesteld van omzetbelasting op grond van de kleineondernemersregeling");
    // KOR: no VAT on the invoice at all.
    expect(text).not.toContain("Totaal btw");
    expect(text).not.toContain("Btw-specificatie");
    expect(text).toContain(formatMoney(calculateTotals(invoice).taxInclusive, "EUR", "nl"));
  });

  it("breaks long invoices over pages and repeats the table header", { timeout: 120_000 }, async () => {
    const invoice = longInvoice(120);
    const bytes = await renderInvoicePdf(invoice, assets);
    const { pages, text } = await extractPdfText(bytes);
    expect(pages).toBeGreaterThan(2);
    const pageTexts = text.split("\n");
    for (const [index, pageText] of pageTexts.entries()) {
      // Every page with invoice lines on it starts the table with its header.
      if (pageText.includes("Artikel ")) expect(pageText).toContain("Omschrijving");
      expect(pageText).toContain(`Pagina ${index + 1} van ${pages}`);
    }
    expect(pageTexts[1]).toContain("(vervolg)");
    for (const item of invoice.lines) expect(text).toContain(item.description);
    expect(text).toContain(formatMoney(calculateTotals(invoice).taxInclusive, "EUR", "nl"));
  });

  it("keeps hostile text on one line and survives characters outside the font", {
    timeout: 60_000,
  }, async () => {
    const invoice = sampleInvoice({
      number: "2025\n0042\t<script>",
      notes: "Regel één\r\nRegel twee\u0000 🍰 漢字",
      lines: [line({ description: `${"Zeer-lange-omschrijving-zonder-spaties-".repeat(12)} einde` })],
    });
    const { text } = await textOf(invoice);
    expect(text).toContain("2025 0042 <script>");
    expect(text).toContain("Regel één");
    expect(text).toContain("einde");
  });

  it("places a PNG logo and still prints the supplier's name", { timeout: 60_000 }, async () => {
    const png = decodeBase64(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    );
    if (!png) throw new Error("fixture");
    const logo = detectLogo(png);
    if (!logo.ok) throw new Error(logo.error);
    const bytes = await renderInvoicePdf(sampleInvoice(), { ...assets, logo: logo.value });
    const document = await PDFDocument.load(bytes);
    const images = document.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype"))?.toString() === "/Image",
      );
    expect(images.length).toBeGreaterThan(0);
    expect((await extractPdfText(bytes)).text).toContain(SUPPLIER.name);
  });
});

describe("detectLogo", () => {
  it("accepts PNG and JPEG by magic bytes and refuses anything else or too large", () => {
    expect(detectLogo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])).ok).toBe(true);
    expect(detectLogo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).ok).toBe(true);
    expect(detectLogo(new TextEncoder().encode("GIF89a")).ok).toBe(false);
    expect(detectLogo(new TextEncoder().encode("<svg onload=alert(1)>")).ok).toBe(false);
    expect(detectLogo(new Uint8Array(MAX_LOGO_BYTES + 1)).ok).toBe(false);
  });
});
