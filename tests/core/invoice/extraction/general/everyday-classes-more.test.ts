import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom, placedWords } from "../words";

describe("issue 28 classes of everyday PDFs not yet covered elsewhere", () => {
  it("skips 'Siège social : …', payment terms and titles ('Summary', 'Original') at the top for the supplier", () => {
    for (const top of [
      "Siège social : 12 rue de la Paix, 75002 Paris",
      "Net 30 days",
      "Summary",
      "Original",
    ]) {
      const document = placedWords([
        { y: 40, height: 20, cells: [[40, top]] },
        { y: 70, height: 12, cells: [[40, "Atelier Dupont SARL"]] },
        { y: 84, cells: [[40, "3 avenue Foch"]] },
        { y: 97, cells: [[40, "69006 Lyon"]] },
        { y: 120, cells: [[300, "Facture n° F-2024-118"]] },
        {
          y: 400,
          cells: [
            [300, "Total TTC"],
            [450, "120,00 €"],
          ],
        },
      ]);
      expect(extractInvoice(document).fields.supplierName?.value, top).toBe("Atelier Dupont SARL");
    }
  });

  it("reads 'Totaal incl. btw', 'Amount due' and 'Te betalen' as the total", () => {
    for (const label of ["Totaal incl. btw", "Amount due", "Te betalen"]) {
      const extraction = extractInvoice(
        documentFrom([
          "Webwinkel B.V.",
          "Factuurnummer: 2024-7",
          "Subtotaal | € 100,00",
          "Btw 21% | € 21,00",
          `${label} | € 121,00`,
        ]),
      );
      expect(extraction.fields.totalCents?.value, label).toBe(12100);
    }
  });

  it("names no currency from a lone '$' as euro", () => {
    const extraction = extractInvoice(documentFrom(["Invoice 12", "Subtotal | $100.00", "Total | $115.00"]));
    expect(extraction.fields.currency?.value).not.toBe("EUR");
  });
});
