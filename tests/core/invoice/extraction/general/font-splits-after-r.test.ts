import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

/**
 * A page whose font makes pdf.js put a space after every "r" before a lowercase letter: its labels
 * show it ("Ver käufer :", "Br uttosumme", "Zahlbetr ag"), and a name printed nowhere else whole is
 * split the same way ("Taxiunter nehmen TX GmbH").
 */
function page(
  seller: string,
  labels: { seller: string; gross: string; due: string },
): ReturnType<typeof extractInvoice> {
  return extractInvoice(
    documentFrom([
      "Rechnung Nr. 471102 vom 29.11.2019",
      { y: 120, text: labels.seller },
      seller,
      "Hauptstraße 20",
      "10369 Berlin",
      "USt.-Id.-Nr. : DE123456789",
      { y: 220, text: "Käufer :" },
      "Taxi-Gast AG Mitte",
      "Hans Muster",
      "Kundenstraße 15",
      "69876 Frankfurt",
      { y: 500, text: "| Rechnungssumme ohne USt. | 16,00" },
      "| Steuerbetrag | 1,12",
      `| ${labels.gross} | 17,12`,
      `| ${labels.due} | 17,12`,
    ]),
  );
}

const SPLIT = { seller: "Ver käufer :", gross: "Br uttosumme", due: "Zahlbetr ag" };
const WHOLE = { seller: "Verkäufer :", gross: "Bruttosumme", due: "Zahlbetrag" };

describe("a name split where the page's font splits its labels", () => {
  it("joins the name after an 'r' when the page's labels are split there too", () => {
    expect(page("Taxiunter nehmen TX GmbH", SPLIT).fields.supplierName?.value).toBe(
      "Taxiunternehmen TX GmbH",
    );
    expect(page("Gr undbesitz GmbH & Co.", SPLIT).fields.supplierName?.value).toBe("Grundbesitz GmbH & Co.");
  });

  it("keeps the name as printed when the labels are printed whole", () => {
    expect(page("Taxiunter nehmen TX GmbH", WHOLE).fields.supplierName?.value).toBe(
      "Taxiunter nehmen TX GmbH",
    );
  });

  it("never joins a short word such as 'für' or 'der' to the word after it", () => {
    expect(page("Institut für angewandte Forschung GmbH", SPLIT).fields.supplierName?.value).toBe(
      "Institut für angewandte Forschung GmbH",
    );
  });
});
