import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

/**
 * A French invoice whose totals table sits in the lowest quarter of the page: its heading row
 * ("TOTAL HT | TOTAL TVA | TOTAL TTC") carries "TVA", a legal line's mark, and "TOTAL HT" is also a
 * column heading of the line items higher up. Neither makes a totals label the issuer's name.
 */
function frenchInvoice(footer: string): ReturnType<typeof documentFrom> {
  return documentFrom([
    { y: 40, text: "Atelier Durand | | FACTURE N° : F2026-114" },
    "12 rue des Lilas | | Date : 14/03/2026",
    "69003 LYON | | Client",
    "N° TVA : FR 32 123 456 789 | | Boulangerie Martin",
    "| | 4 place Bellecour",
    "| | 69002 LYON",
    { y: 300, text: "Désignation | P.U. HT | TOTAL HT" },
    "Réparation du four | 180,00 | 180,00",
    { y: 640, text: "Pénalités de retard | TOTAL HT | TOTAL TVA | TOTAL TTC" },
    "au taux légal | 180,00 | 36,00 | 216,00",
    { y: 720, text: "Date d'échéance : 13/04/2026 | NET A PAYER | 216,00 EUR" },
    { y: 790, text: footer },
  ]);
}

describe("a totals heading in the footer is no legal name", () => {
  it("keeps the letterhead's trading name when the totals table's heading row carries TVA", () => {
    const extraction = extractInvoice(frenchInvoice("Page 1 / 1"));
    expect(extraction.fields.supplierName?.value).toBe("Atelier Durand");
    expect(extraction.fields.totalCents?.value).toBe(21600);
  });

  it("still takes the footer's legal name below the totals table", () => {
    const extraction = extractInvoice(
      frenchInvoice("Atelier Durand SARL · SIRET 123 456 789 00014 · N° TVA FR32123456789"),
    );
    expect(extraction.fields.supplierName?.value).toBe("Atelier Durand SARL");
  });
});
