import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom, placedWords } from "../words";

describe("everyday invoices: totals labels with a currency between label and amount", () => {
  it("reads 'Subtotal in EUR' and 'Total in EUR' when the amount is its own column", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 400, x: 300, text: "Subtotal in EUR | €83.20" },
        { x: 300, text: "VAT (0%) | €0.00" },
        { x: 300, text: "Total in EUR | €83.20" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(8320);
    expect(extraction.fields.totalCents?.value).toBe(8320);
  });
  it("reads a German 'Summe brutto (in EURO)' with the amount in the next column", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 400, x: 300, text: "Summe netto (in EURO) | 100,00" },
        { x: 300, text: "MwSt. 19 % | 19,00" },
        { x: 300, text: "Summe brutto (in EURO) | 119,00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(11900);
    expect(extraction.fields.subtotalCents?.value).toBe(10000);
  });
});

describe("everyday invoices: invoice numbers", () => {
  it("keeps the hyphen a font left unmapped (NUL) inside an invoice number", () => {
    const extraction = extractInvoice(
      placedWords([
        {
          y: 70,
          cells: [
            [30, "Invoice number"],
            [104, "76253815\u00000004"],
          ],
        },
      ]),
    );
    expect(extraction.fields.invoiceNumber?.value).toBe("76253815-0004");
  });
  it("reads the number after 'Invoice # —'", () => {
    const extraction = extractInvoice(documentFrom([{ x: 365, text: "Invoice # — 3189846" }]));
    expect(extraction.fields.invoiceNumber?.value).toBe("3189846");
  });
  it("reads a long order id under an 'INVOICE:' heading", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 203, height: 17, cells: [[208, "INVOICE:"]] },
        { y: 226, height: 17, cells: [[55, "#XZZ5672cdf32cf60900LFNLZ7EASNE4T"]] },
      ]),
    );
    expect(extraction.fields.invoiceNumber?.value).toBe("XZZ5672cdf32cf60900LFNLZ7EASNE4T");
  });
  it("reads 'Tax Invoice No:' and 'Document Number' labels", () => {
    expect(
      extractInvoice(documentFrom(["TAX INVOICE", "Tax Invoice No: TI-2031"])).fields.invoiceNumber?.value,
    ).toBe("TI-2031");
    expect(
      extractInvoice(documentFrom(["Statement", "Document Number | 900123"])).fields.invoiceNumber?.value,
    ).toBe("900123");
  });
});
