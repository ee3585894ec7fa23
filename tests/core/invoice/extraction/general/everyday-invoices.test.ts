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

describe("everyday invoices: the supplier's VAT id", () => {
  it("reads a one-stop-shop number (EU + 9 digits) and spaced UK and Irish numbers", () => {
    const vatId = (line: string): string | undefined =>
      extractInvoice(documentFrom(["Invoice 1001", line])).fields.supplierVatId?.value;
    expect(vatId("VAT number: EU372001951")).toBe("EU372001951");
    expect(vatId("VAT Reg. No. GB 123 4567 89")).toBe("GB123456789");
    expect(vatId("VAT number: IE 6388047 V")).toBe("IE6388047V");
  });
  it("never takes the customer's id printed at the top when the same id sits in the bill-to block", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice",
        "Invoice number 76253815-0004",
        "VAT Number DE355369209",
        { y: 140, text: "Storyblok GmbH | Bill to" },
        "Peter-Behrens-Platz 2 | SimFin Analytics GmbH",
        "A 4020 Linz | Pfälzer Ufer 4",
        "Austria | 06108 Halle",
        "| DE VAT DE355369209",
        { y: 500, text: "VAT of Storyblok GmbH ATU72706128" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("ATU72706128");
    expect(extraction.fields.customerVatId?.value).toBe("DE355369209");
  });
  it("prefers the id printed with the supplier's name when two ids are not marked as anyone's", () => {
    const extraction = extractInvoice(
      documentFrom([
        { text: "Acme Software GmbH", x: 40 },
        "Invoice 2024-77",
        "Reference DE811569869",
        { y: 700, text: "Acme Software GmbH · Register court Berlin · VAT ATU72706128" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("ATU72706128");
  });
});
