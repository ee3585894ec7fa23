import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

/** A German invoice whose buyer's heading and totals rows the caller chooses. */
function page(buyerLabel: string, totals: readonly string[]): ReturnType<typeof extractInvoice> {
  return extractInvoice(
    documentFrom([
      "Lieferant GmbH | | RECHNUNG",
      "Lieferantenstraße 20 | | Rechnungsnummer | 471102",
      "80333 München | | Rechnungsdatum | 05.03.2013",
      { y: 140, text: buyerLabel },
      "Kunden AG Mitte",
      "Kundenstraße 15",
      "69876 Frankfurt",
      { y: 380, text: totals[0] ?? "" },
      ...totals.slice(1),
      { y: 600, text: "IBAN DE89 3704 0044 0532 0130 00 | USt-IdNr. DE123456789" },
    ]),
  );
}

const TOTALS = ["| | Nettobetrag | 473,00", "| | MwSt. 19 % | 89,87", "| | Gesamtbetrag | 562,87"];
const ENGLISH = ["| | Subtotal | 473.00", "| | VAT 19% | 89.87", "| | Total | 562.87"];

describe("buyer headings of German letters", () => {
  it.each(["Rechnungsanschrift", "An:"])("reads the buyer under %s, never the supplier's street", (label) => {
    expect(page(label, TOTALS).fields.customerName?.value).toBe("Kunden AG Mitte");
  });
});

describe("what is left to pay after a payment on account", () => {
  it.each([
    [[...ENGLISH, "| | Paid | 100.00", "| | Amount outstanding | 462.87"]],
    [[...ENGLISH, "| | Payments received | -100.00", "| | Outstanding balance | 462.87"]],
    [[...TOTALS, "| | Vorauszahlung | -100,00", "| | Verbleibender Betrag | 462,87"]],
  ])("reads the amount due after %j", (totals) => {
    const extraction = page("Rechnungsempfänger", totals);
    expect(extraction.fields.totalCents?.value).toBe(56287);
    expect(extraction.fields.amountDueCents?.value).toBe(46287);
  });
});
