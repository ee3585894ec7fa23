import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { joinKernedWords } from "../../../../../core/invoice/extraction/kerning";
import { buildLayout } from "../../../../../core/invoice/extraction/layout";
import { documentFrom } from "../words";

/** A page whose font leaves a gap after "r" that the text layer reads as a space, as some generators print. */
const KERNED_AFTER_R = [
  "Rechnungssumme ohne USt. | 16,90",
  "Br uttosumme | 18,08",
  "Zahlbetr ag | 18,08",
  "Liefer antenstr aße 20",
  "10369 Ber lin",
  "Lieferantenstraße 20",
  "DE 10369 Berlin",
  "Bruttosumme und Zahlbetrag",
];

describe("a name split by a font that leaves a gap after one letter", () => {
  it("joins the name when the page proves the font splits after that letter", () => {
    const layout = buildLayout(documentFrom(["Taxiunter nehmen TX GmbH", ...KERNED_AFTER_R]));
    expect(joinKernedWords("Taxiunter nehmen TX GmbH", layout)).toBe("Taxiunternehmen TX GmbH");
    expect(joinKernedWords("Gr undbesitz GmbH & Co.", layout)).toBe("Grundbesitz GmbH & Co.");
    // A small word after the letter stays a word of its own.
    expect(joinKernedWords("Bäcker und Söhne", layout)).toBe("Bäcker und Söhne");
  });

  it("reads the seller's name under 'Verkäufer' whole", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Handelsrechnung Nr. TX-471102 vom 30.10.2019",
        "Ver käufer :",
        "Taxiunter nehmen TX GmbH",
        "Liefer antenstr aße 20",
        "DE 10369 Ber lin",
        "Käufer :",
        "Taxi-Gast AG Mitte",
        ...KERNED_AFTER_R,
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Taxiunternehmen TX GmbH");
  });

  it("leaves lower-case words apart on a page without such proof", () => {
    const layout = buildLayout(
      documentFrom(["Ma jolie boutique", "Au bon moulin", "Lieferant GmbH", "Lieferantenstraße 20"]),
    );
    expect(joinKernedWords("Ma jolie boutique", layout)).toBe("Ma jolie boutique");
    expect(joinKernedWords("Taxiunter nehmen TX GmbH", layout)).toBe("Taxiunter nehmen TX GmbH");
  });
});
