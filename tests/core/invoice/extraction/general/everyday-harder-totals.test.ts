import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("everyday totals on harder layouts", () => {
  it("takes the sales tax amount, not the rate printed in its label", () => {
    const extraction = extractInvoice(
      documentFrom([
        "INVOICE # BL-77120",
        { y: 300, x: 300, text: "SUBTOTAL | 200.00" },
        { x: 300, text: "SALES TAX 6.25% | 12.50" },
        { x: 300, text: "SHIPPING | 15.00" },
        { x: 300, text: "TOTAL | $227.50" },
      ]),
    );
    expect(extraction.fields.vatTotalCents?.value).toBe(1250);
    expect(extraction.fields.totalCents?.value).toBe(22750);
  });
  it("keeps the total in the invoice's currency when an equivalent in EUR follows it", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice no. | LL-2026-3391",
        "Currency | GBP",
        { y: 200, text: "Ledgerline Business, 12 months | | £600.00" },
        { y: 300, x: 300, text: "Net | £600.00" },
        { x: 300, text: "VAT 0% reverse charge | £0.00" },
        { x: 300, text: "Total GBP | £600.00" },
        { x: 300, text: "Total in EUR (rate 1.1520) | €691.20" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(60000);
    expect(extraction.fields.subtotalCents?.value).toBe(60000);
    expect(extraction.fields.currency?.value).toBe("GBP");
  });
  it("reads a bare 'Excl. btw' as the net", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Factuur FO-3319027",
        { y: 300, x: 300, text: "Excl. btw | € 42,02" },
        { x: 300, text: "Btw 21% | € 8,82" },
        { x: 300, text: "Totaal | € 50,84" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(4202);
  });
  it("reads a UK VAT registration number printed without its GB prefix", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Tom Hughes",
        "14 Clifton Road, Bristol BS8 1AA",
        "VAT Reg No: 980 7806 84",
        "Invoice no. | HD-0193",
        { y: 300, x: 300, text: "Subtotal | £2,550.00" },
        { x: 300, text: "VAT at 20% | £510.00" },
        { x: 300, text: "Total due | £3,060.00" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("GB980780684");
  });
  it("reads net labels qualified by their tax word", () => {
    const labels = [
      "Subtotal excl. VAT",
      "Total excluding tax",
      "Amount (excl. VAT)",
      "Taxable amount",
      "Total net amount",
      "Invoice subtotal",
      "Total H.T.",
      "Sous-total HT",
      "Subtotaal excl. btw",
      "Bedrag exclusief btw",
      "Summe (netto)",
    ];
    for (const label of labels) {
      const extraction = extractInvoice(
        documentFrom([
          "Invoice 1043",
          { y: 300, x: 300, text: `${label} | €100.00` },
          { x: 300, text: "VAT 21% | €21.00" },
          { x: 300, text: "Total | €121.00" },
        ]),
      );
      expect(extraction.fields.subtotalCents?.value, label).toBe(10000);
    }
  });
  it("reads total labels qualified by their tax word", () => {
    for (const label of [
      "Total including VAT",
      "Totaalbedrag incl. btw",
      "Gesamtbetrag (brutto)",
      "Rechnungsbetrag brutto",
      "Total à payer",
    ]) {
      const extraction = extractInvoice(
        documentFrom([
          "Invoice 1043",
          { y: 200, text: "Consulting | | €100.00" },
          { y: 300, x: 300, text: `${label} | €100.00` },
        ]),
      );
      expect(extraction.fields.totalCents?.value, label).toBe(10000);
    }
  });
  it("reads no German VAT id out of a French share capital ('au capital de 712 588 399 €')", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Facture N° F-1",
        { y: 300, x: 300, text: "Total TTC | 120,00 €" },
        { y: 780, text: "Celtel Telecom SA au capital de 712 588 399 € · RCS Paris · TVA FR25812345678" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("FR25812345678");
  });
  it("reads the issue date after 'Datum van uitgifte', 'Ausstellungsdatum', 'Issued on' when it is also the due date", () => {
    for (const label of ["Datum van uitgifte", "Ausstellungsdatum", "Issued on", "Date issued"]) {
      const extraction = extractInvoice(
        documentFrom([
          "Invoice",
          `Invoice number | 7C1D2E3F-0012`,
          `${label} | 27-11-2026`,
          "Due date | 27-11-2026",
        ]),
      );
      expect(extraction.fields.invoiceDate?.value, label).toBe("2026-11-27");
    }
  });
  it("reads the discounted net the page never prints, proven by the VAT rate", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice PW-10442",
        { y: 200, text: "Team seats | | €300.00" },
        { y: 300, x: 300, text: "Subtotal | €300.00" },
        { x: 300, text: "Discount (10%) | -€30.00" },
        { x: 300, text: "VAT 21% | €56.70" },
        { x: 300, text: "Total | €326.70" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(27000);
    expect(extraction.fields.totalCents?.value).toBe(32670);
  });
  it("reads 'Totaal excl.'/'Totaal incl.', 'Amount incl. VAT' and 'Total Amount Payable'", () => {
    const pairs = [
      ["Totaal excl.", "Totaal incl."],
      ["Amount excl. VAT", "Amount incl. VAT"],
      ["Net", "Total Amount Payable"],
    ] as const;
    for (const [net, total] of pairs) {
      const extraction = extractInvoice(
        documentFrom([
          "Invoice 1043",
          { y: 300, x: 300, text: `${net} | €100.00` },
          { x: 300, text: "VAT 21% | €21.00" },
          { x: 300, text: `${total} | €121.00` },
        ]),
      );
      expect(extraction.fields.subtotalCents?.value, net).toBe(10000);
      expect(extraction.fields.totalCents?.value, total).toBe(12100);
    }
  });
});
