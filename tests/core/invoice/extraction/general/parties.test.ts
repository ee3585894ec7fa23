import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("supplier and buyer", () => {
  it("reads names under 'Verkäufer:' and 'Käufer:' past id lines, and not 'Lieferant GmbH' as a label", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Verkäufer:",
        "Globale Nummer: 4000001123452 (GTIN)",
        "Lieferant GmbH",
        "Lieferantenstraße 20",
        "Käufer:",
        "Nummer | : GE2020211",
        "Kunden AG Mitte",
        "Kundenstraße 15",
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Lieferant GmbH");
    expect(extraction.fields.customerName?.value).toBe("Kunden AG Mitte");
  });
  it("takes the supplier from a one-line return address and the buyer from the address window", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 120, x: 400, text: "Bei Spiel GmbH" },
        { y: 134, x: 400, text: "Ecke 12" },
        { y: 150, x: 60, text: "Bei Spiel GmbH • Ecke 12 • 12345 Stadthausen" },
        { y: 150, x: 400, text: "12345 Stadthausen" },
        { y: 166, x: 60, text: "Herrn" },
        { y: 180, x: 60, text: "Theodor Est" },
        { y: 194, x: 60, text: "Bahnstr. 42" },
        { y: 208, x: 60, text: "88802 Spielkreis" },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Bei Spiel GmbH");
    expect(extraction.fields.customerName?.value).toBe("Theodor Est");
  });
  it("does not take a delivery address for the buyer", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 60, x: 40, text: "Adresse de livraison" },
        { y: 74, x: 40, text: "Entrepôt Sud" },
        { y: 88, x: 40, text: "69001 Lyon" },
        { y: 74, x: 320, text: "Ma jolie boutique" },
        { y: 88, x: 320, text: "35 rue de la République" },
        { y: 102, x: 320, text: "69001 Lyon" },
      ]),
    );
    expect(extraction.fields.customerName?.value).toBe("Ma jolie boutique");
  });
});
