import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { verdictOf } from "../../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { documentFrom } from "./words";

function read(lines: readonly string[]): InvoiceExtraction {
  return extractInvoice(documentFrom(lines));
}

const TOTALS = ["Summe netto | 100,00 €", "USt. 21% | 21,00 €", "Gesamtbetrag | 121,00 €"];

describe("sure from a second reading on the page", () => {
  it("marks the date sure that a labelled invoice number introduces: 'Rechnung Nr. 471102 vom 15.11.2024'", () => {
    for (const title of [
      "Rechnung Nr. 471102 vom 15.11.2024",
      "Handelsrechnung Nr. 471102 vom 15.11.2024",
      "Facture n° 471102 du 15.11.2024",
      "Invoice no. 471102 dated 15.11.2024",
    ]) {
      const extraction = read(["Muster GmbH", "Musterweg 1", "10115 Berlin", title, ...TOTALS]);
      expect(extraction.fields.invoiceDate?.value, title).toBe("2024-11-15");
      expect(verdictOf(extraction, "invoiceDate"), title).toBe("sure");
    }
  });

  it("leaves that date to check when it reads two ways, or when the line names an order, not the invoice", () => {
    const slashed = read(["Muster GmbH", "Rechnung Nr. 471102 vom 03/04/2024", ...TOTALS]);
    expect(slashed.fields.invoiceDate).toBeDefined();
    expect(verdictOf(slashed, "invoiceDate")).toBe("check");
    const order = read([
      "Muster GmbH",
      "Rechnungsnummer: 471102",
      "Bestellung Nr. 2018-471331 vom 01.03.2018",
      ...TOTALS,
    ]);
    if (order.fields.invoiceDate) expect(verdictOf(order, "invoiceDate")).toBe("check");
  });
});
