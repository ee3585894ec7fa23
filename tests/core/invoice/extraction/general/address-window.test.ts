import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("the buyer's address window without a label", () => {
  it("stacks the window's lines over letterhead lines printed beside it and wide line spacing", () => {
    const fields = extractInvoice(
      documentFrom([
        { x: 450, y: 120, text: "Beispiel GmbH" },
        { x: 450, y: 136, text: "Ecke 12" },
        { x: 100, y: 152, text: "Beispiel GmbH ● Ecke 12 ● 12345 Stadthausen" },
        { x: 450, y: 152, text: "12345 Stadthausen" },
        { x: 70, y: 170, text: "Erika Probe" },
        { x: 450, y: 181, text: "fax 555 23 78" },
        { x: 70, y: 192, text: "Bahnweg 42" },
        { x: 450, y: 203, text: "info@example.test" },
        { x: 70, y: 216, text: "88802 Spielkreis" },
        { x: 57, y: 350, text: "Rechnung # RE-2024/7 von 08.10.2024" },
      ]),
    ).fields;
    expect([fields.supplierName?.value, fields.customerName?.value]).toEqual([
      "Beispiel GmbH",
      "Erika Probe",
    ]);
  });
});

describe("the form of address before the addressee on the same line", () => {
  /** A German letter: logo name, return line over the window, the window, the number, totals, a footer. */
  function buyerOf(firstLine: string): string | undefined {
    return extractInvoice(
      documentFrom([
        { y: 40, text: "Muster Handel GmbH" },
        { y: 120, text: "Muster Handel GmbH · Hauptstraße 1 · 10115 Berlin" },
        { y: 135, text: firstLine },
        { y: 147, text: "Bahnhofstraße 5" },
        { y: 159, text: "60311 Frankfurt" },
        { y: 120, x: 360, text: "Rechnungsnummer | RE-2024-0815" },
        { y: 500, text: "| | Gesamtbetrag | 1.190,00" },
        { y: 780, text: "Muster Handel GmbH · Hauptstraße 1 · 10115 Berlin | USt-IdNr.: DE123456789" },
      ]),
    ).fields.customerName?.value;
  }

  it.each([
    ["Firma Bauer Bau AG", "Bauer Bau AG"],
    ["Herrn Peter Schmidt", "Peter Schmidt"],
    ["Frau Dr. Anna Weber", "Dr. Anna Weber"],
    ["Monsieur Jean Martin", "Jean Martin"],
    ["Dhr. J. de Vries", "J. de Vries"],
    ["Mrs Jane Smith", "Jane Smith"],
  ])("reads '%s' as %s", (line, name) => {
    expect(buyerOf(line)).toBe(name);
  });

  it("keeps a name that only begins with the same letters ('Frauenhofer Instrumente GmbH')", () => {
    expect(buyerOf("Frauenhofer Instrumente GmbH")).toBe("Frauenhofer Instrumente GmbH");
  });
});
