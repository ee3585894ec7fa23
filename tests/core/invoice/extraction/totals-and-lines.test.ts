import { describe, expect, it } from "vitest";
import { runCrossChecks } from "../../../../core/invoice/extraction/cross-checks";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import {
  extractLineItems,
  parseQuantity,
  parseVatRate,
} from "../../../../core/invoice/extraction/line-items";
import { extractTotals } from "../../../../core/invoice/extraction/totals";
import { documentFrom } from "./words";

describe("totals", () => {
  it("takes the totals in the footer of the last page, not the running total on page 1", () => {
    const layout = buildLayout(
      documentFrom([
        "Subtotaal | € 50,00",
        { page: 2, y: 700, text: "Subtotaal | € 100,00" },
        { page: 2, text: "BTW 21% over € 100,00 | € 21,00" },
        { page: 2, text: "Te betalen | € 121,00" },
      ]),
    );
    const totals = extractTotals(layout, "comma-decimal");
    expect(totals.subtotalCents?.value).toBe(10000);
    expect(totals.totalCents?.value).toBe(12100);
    expect(totals.vatLines).toEqual([
      expect.objectContaining({ rate: "21", baseCents: 10000, vatCents: 2100 }),
    ]);
  });
  it("reads negative amounts on a credit note and 'btw verlegd'", () => {
    const layout = buildLayout(
      documentFrom(["Subtotal | -€ 1,000.00", "VAT reverse charged | €0.00", "Total | -€ 1,000.00"]),
    );
    const totals = extractTotals(layout, "dot-decimal");
    expect(totals.subtotalCents?.value).toBe(-100000);
    expect(totals.totalCents?.value).toBe(-100000);
    expect(totals.vatLines[0]?.rate).toBe("reverse-charge");
  });
  it("reads totals laid out as labels above values", () => {
    const layout = buildLayout(
      documentFrom(["Subtotaal | BTW 9% | Totaal", { text: "€ 100,00 | € 9,00 | € 109,00", y: 70 }]),
    );
    const totals = extractTotals(layout, "comma-decimal");
    expect([totals.subtotalCents?.value, totals.vatLines[0]?.vatCents, totals.totalCents?.value]).toEqual([
      10000, 900, 10900,
    ]);
  });
});

describe("line items", () => {
  it("reads rows by column alignment across pages and stops at the totals", () => {
    const layout = buildLayout(
      documentFrom([
        "Omschrijving | Aantal | Prijs | BTW | Bedrag",
        "Advies | 2 | 50,00 | 21% | 100,00",
        "Reiskosten | 1,5 | 10,00 | 0% | 15,00",
        { page: 2, y: 60, text: "Omschrijving | Aantal | Prijs | BTW | Bedrag" },
        { page: 2, text: "Hosting | 1 | 5,00 | 21% | 5,00" },
        { page: 2, text: "Subtotaal | | | | 120,00" },
      ]),
    );
    const items = extractLineItems(layout, "comma-decimal");
    expect(
      items.map((item) => [
        item.description,
        item.quantity,
        item.unitPriceCents,
        item.vatRate,
        item.amountCents,
      ]),
    ).toEqual([
      ["Advies", "2", 5000, "21", 10000],
      ["Reiskosten", "1.5", 1000, "0", 1500],
      ["Hosting", "1", 500, "21", 500],
    ]);
  });
  it("parses quantities and rates", () => {
    expect(parseQuantity("2,50 uur", "comma-decimal")).toBe("2.5");
    expect(parseQuantity("1,000", "dot-decimal")).toBe("1000");
    expect(parseVatRate("5,5 %")).toBe("5.5");
    expect(parseVatRate("verlegd")).toBe("reverse-charge");
    expect(parseVatRate("n.v.t.")).toBeNull();
  });
});

describe("cross-checks", () => {
  const field = <T>(value: T) => ({ value, confidence: 0.8, source: null });
  it("raise confidence when subtotal + VAT = total and lower it when not", () => {
    const passed = runCrossChecks(
      { subtotalCents: field(10000), vatTotalCents: field(2100), totalCents: field(12100) },
      [{ rate: "21", baseCents: 10000, vatCents: 2100, confidence: 0.9, source: null }],
      [],
    );
    expect(passed.checks.find((c) => c.id === "totals-add-up")?.outcome).toBe("pass");
    expect(passed.fields.totalCents?.confidence).toBeGreaterThan(0.95);
    const failed = runCrossChecks(
      { subtotalCents: field(10000), vatTotalCents: field(2100), totalCents: field(12000) },
      [],
      [],
    );
    expect(failed.checks.find((c) => c.id === "totals-add-up")?.outcome).toBe("fail");
    expect(failed.fields.totalCents?.confidence).toBeLessThanOrEqual(0.5);
  });
  it("checks VAT = rate × base, IBAN and BTW-id checksums and the due date", () => {
    const result = runCrossChecks(
      {
        subtotalCents: field(10000),
        supplierIban: field("NL92ABNA0417164300"),
        supplierVatId: field("NL001234560B01"),
        invoiceDate: field("2024-03-10"),
        dueDate: field("2024-03-01"),
      },
      [{ rate: "21", baseCents: 10000, vatCents: 2000, confidence: 0.9, source: null }],
      [],
    );
    const outcome = (id: string) => result.checks.find((c) => c.id === id)?.outcome;
    expect(outcome("vat-matches-rate")).toBe("fail");
    expect(outcome("iban-checksum")).toBe("fail");
    expect(outcome("vat-id-checksum")).toBe("pass");
    expect(outcome("due-after-invoice-date")).toBe("fail");
  });
});

describe("hostile input", () => {
  it("returns an empty extraction for no words", () => {
    const result = extractInvoice({ pages: [], words: [] });
    expect(result.fields.totalCents).toBeUndefined();
    expect(result.lineItems).toEqual([]);
  });
  it("survives binary garbage, NaN boxes and huge words", () => {
    const garbage = Array.from({ length: 2000 }, (_, index) => ({
      page: 1,
      x: index % 2 === 0 ? Number.NaN : index,
      y: index,
      width: 5,
      height: 10,
      text: String.fromCharCode(...Array.from({ length: 20 }, (_, c) => (index * 31 + c * 7) % 256)),
    }));
    garbage.push({ page: 1, x: 1, y: 1, width: 5, height: 10, text: "9".repeat(100_000) });
    expect(() => extractInvoice({ pages: [], words: garbage })).not.toThrow();
  });
  it("caps a huge document and still finishes", () => {
    const words = Array.from({ length: 60_000 }, (_, index) => ({
      page: 1 + (index % 40),
      x: (index * 37) % 500,
      y: (index * 13) % 800,
      width: 20,
      height: 10,
      text: index % 3 === 0 ? "1.234,56" : "Totaal",
    }));
    // Finishing at all is the point (the cap bounds the work); speed is for tests/bench.
    expect(() => extractInvoice({ pages: [], words })).not.toThrow();
  }, 60_000);
});
