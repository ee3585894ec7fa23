import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("totals block in four languages", () => {
  it("reads a German totals block with a prepayment: gross and amount due differ", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 600, x: 300, text: "Rechnungssumme ohne USt. | 473,00" },
        { x: 300, text: "Steuerbetrag in EUR | 56,87" },
        { x: 300, text: "Bruttosumme | 529,87" },
        { x: 300, text: "Erhaltene Anzahlungen | -100,00" },
        { x: 300, text: "Zahlbetrag | 429,87" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(47300);
    expect(extraction.fields.vatTotalCents?.value).toBe(5687);
    expect(extraction.fields.totalCents?.value).toBe(52987);
    expect(extraction.fields.amountDueCents?.value).toBe(42987);
  });
  it("takes what is to pay as the gross total when no gross label is printed and nothing was prepaid", () => {
    const extraction = extractInvoice(
      documentFrom(["Net total: 496.00 €", "VAT total: 75.04 €", "Due payable: 571.04 €"]),
    );
    expect(extraction.fields.totalCents?.value).toBe(57104);
    expect(extraction.fields.amountDueCents).toBeUndefined();
  });
  it("reads French totals (Total HT, Total taxes, Total TTC, Solde à payer)", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Total HT | 624,90 €",
        "Total taxes | 46,25 €",
        "Total TTC | 671,15 €",
        "Solde à payer | 470,15 €",
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(62490);
    expect(extraction.fields.vatTotalCents?.value).toBe(4625);
    expect(extraction.fields.totalCents?.value).toBe(67115);
    expect(extraction.fields.amountDueCents?.value).toBe(47015);
  });
  it("chooses the subtotal that adds up with VAT to the total over a later unrelated net figure", () => {
    const extraction = extractInvoice(
      documentFrom(["Subtotal | 100.00", "VAT total | 21.00", "Total | 121.00", "Subtotal | 5.00"]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(10000);
  });
});

describe("VAT per rate proven by VAT = rate × base", () => {
  it("reads a breakdown table with the rate as a bare number under a '%' column", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Art | Basisbetrag | USt. % | Steuerbetrag",
        "Umsatzsteuer | 275,00 | 7 | 19,25",
        "Umsatzsteuer | 198,00 | 19 | 37,62",
      ]),
    );
    expect(extraction.vatLines.map((l) => [l.rate, l.baseCents, l.vatCents])).toEqual([
      ["7", 27500, 1925],
      ["19", 19800, 3762],
    ]);
  });
  it("does not take a line item whose quantity happens to be a rate for a VAT row", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Description | Qty | Unit price | VAT | Amount",
        "Logo design | 10 | 1.159,98 | 21% | 11.599,80",
      ]),
    );
    expect(extraction.vatLines.find((l) => l.rate === "10")).toBeUndefined();
  });
  it("reads French rows with the rate inside the label", () => {
    const extraction = extractInvoice(
      documentFrom([
        "TVA collectée (vente) 20,0% | 81,90 € | 16,38 €",
        "TVA collectée (vente) 5,5% | 543,00 € | 29,87 €",
      ]),
    );
    expect(extraction.vatLines.map((l) => [l.rate, l.vatCents])).toEqual([
      ["20", 1638],
      ["5.5", 2987],
    ]);
  });
  it("proves a one-amount VAT line against the subtotal ('zuzüglich 19% MwSt.')", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Rechnungssumme netto | 845,00",
        "zuzüglich 19% MwSt. | 160,55",
        "Rechnungssumme brutto | 1.005,55",
      ]),
    );
    expect(extraction.vatLines.map((l) => [l.rate, l.baseCents, l.vatCents])).toEqual([["19", 84500, 16055]]);
    expect(extraction.fields.totalCents?.value).toBe(100555);
  });
  it("keeps a 0 % row only when a zero VAT amount is printed beside its base", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Art | Basisbetrag | USt. % | Steuerbetrag",
        "Umsatzsteuer | 100,00 | 0 | 0,00",
        "Umsatzsteuer | 50,00 | 19 | 9,50",
      ]),
    );
    expect(extraction.vatLines.map((l) => [l.rate, l.vatCents])).toEqual([
      ["0", 0],
      ["19", 950],
    ]);
  });
});
