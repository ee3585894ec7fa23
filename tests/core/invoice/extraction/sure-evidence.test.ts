import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { verdictOf } from "../../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { documentFrom, placedWords } from "./words";

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

  it("follows the title onto the next line when it wraps after 'vom'", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 40, cells: [[50, "Muster GmbH"]] },
        { y: 99, height: 15, cells: [[50, "Rechnung Nr. 01.234.567.8-2018-1 vom"]] },
        { y: 116, height: 15, cells: [[50, "06.12.2018"]] },
        {
          y: 400,
          cells: [
            [300, "Summe netto"],
            [450, "100,00 €"],
          ],
        },
        {
          y: 414,
          cells: [
            [300, "USt. 21%"],
            [450, "21,00 €"],
          ],
        },
        {
          y: 428,
          cells: [
            [300, "Gesamtbetrag"],
            [450, "121,00 €"],
          ],
        },
      ]),
    );
    expect(extraction.fields.invoiceNumber?.value).toBe("01.234.567.8-2018-1");
    expect(extraction.fields.invoiceDate?.value).toBe("2018-12-06");
    expect(verdictOf(extraction, "invoiceDate")).toBe("sure");
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

const ISSUED_TOTALS = ["Net total | 100.00 €", "VAT 19% | 19.00 €", "Total | 119.00 €"];

describe("the invoice date 'issued at' after the invoice number", () => {
  it("is sure when 'issued at / on' ties it to the labelled number", () => {
    for (const title of [
      "Invoice # RE-20190610/507 issued at 2019-06-10",
      "Invoice no. 507 issued on 2019-06-10",
      "Rechnung Nr. 507 ausgestellt am 10.06.2019",
    ]) {
      const extraction = read(["Bei Spiel GmbH", "Ecke 12", "12345 Stadthausen", title, ...ISSUED_TOTALS]);
      expect(extraction.fields.invoiceDate?.value, title).toBe("2019-06-10");
      expect(verdictOf(extraction, "invoiceDate"), title).toBe("sure");
    }
  });

  it("stays to check when the words tie it to another number, or the date reads two ways", () => {
    const order = read([
      "Bei Spiel GmbH",
      "Invoice number: 507",
      "Order AB321 issued at 2019-06-03",
      ...ISSUED_TOTALS,
    ]);
    expect(order.fields.invoiceDate?.value).toBe("2019-06-03");
    expect(verdictOf(order, "invoiceDate")).toBe("check");
    const slashed = read(["Bei Spiel GmbH", "Invoice no. 507 issued on 03/04/2019", ...ISSUED_TOTALS]);
    expect(slashed.fields.invoiceDate).toBeDefined();
    expect(verdictOf(slashed, "invoiceDate")).toBe("check");
  });
});

const LINES = ["Rechnungsnummer: 471102", "Rechnungsdatum: 05.06.2024", ...TOTALS];

/** A seller's block with its VAT id under the name, then the buyer's block. */
function sellerBlock(name: string): string[] {
  return [
    "Verkäufer:",
    name,
    "Lieferantenstraße 20",
    "80333 München",
    "USt-IdNr.: DE136695976",
    "Käufer:",
    "Kunden AG Mitte",
    "Kundenstraße 15",
    ...LINES,
  ];
}

describe("the supplier name confirmed by a second place on the page", () => {
  it("is sure under a seller label when the seller's own block prints its VAT id", () => {
    const extraction = read(sellerBlock("Lieferant GmbH"));
    expect(extraction.fields.supplierName?.value).toBe("Lieferant GmbH");
    expect(verdictOf(extraction, "supplierName")).toBe("sure");
  });

  it("stays check when the VAT id under the name is the buyer's, or a buyer's label comes between", () => {
    const buyersId = read([
      "Verkäufer:",
      "Lieferant GmbH",
      "Lieferantenstraße 20",
      "Käufer:",
      "Kunden AG Mitte",
      "USt-IdNr. des Leistungsempfängers: DE136695976",
      ...LINES,
    ]);
    expect(buyersId.fields.supplierName?.value).toBe("Lieferant GmbH");
    expect(verdictOf(buyersId, "supplierName")).toBe("check");
  });

  it("is sure when the web domain spells the whole name, short words included ('Au bon moulin' · aubonmoulin.fr)", () => {
    const extraction = read([
      "Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène",
      "http://www.aubonmoulin.fr",
      "Facture FA-2017-0010",
      "Date de facture | 13.11.2017",
      "Total HT | 100,00 €",
      "TVA 20% | 20,00 €",
      "Total TTC | 120,00 €",
    ]);
    expect(extraction.fields.supplierName?.value).toBe("Au bon moulin SARL");
    expect(verdictOf(extraction, "supplierName")).toBe("sure");
  });
});

describe("a name whose spacing the block cannot vouch for", () => {
  it("leaves 'Taxiunter nehmen TX GmbH' (a kerning gap read as a space) to check, even in its own block", () => {
    const extraction = read(sellerBlock("Taxiunter nehmen TX GmbH"));
    expect(extraction.fields.supplierName?.value).toBe("Taxiunter nehmen TX GmbH");
    expect(verdictOf(extraction, "supplierName")).toBe("check");
  });
});

describe("the customer name at the head of its address", () => {
  it("is sure under a buyer's label when a postcode line follows it, not a street alone", () => {
    const streetOnly = read(sellerBlock("Lieferant GmbH"));
    const withPlace = read([...sellerBlock("Lieferant GmbH").slice(0, 8), "69876 Frankfurt", ...LINES]);
    expect(streetOnly.fields.customerName?.value).toBe("Kunden AG Mitte");
    expect(verdictOf(streetOnly, "customerName")).toBe("check");
    expect(withPlace.fields.customerName?.value).toBe("Kunden AG Mitte");
    expect(verdictOf(withPlace, "customerName")).toBe("sure");
  });

  it("is sure as the first line of the address window under the sender's return line", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 120, height: 9, cells: [[451, "Bei Spiel GmbH"]] },
        { y: 154, height: 6, cells: [[102, "Bei Spiel GmbH · Ecke 12 · 12345 Stadthausen"]] },
        { y: 170, height: 12, cells: [[71, "Theodor Est"]] },
        { y: 199, height: 12, cells: [[71, "Bahnstr. 42"]] },
        { y: 239, height: 12, cells: [[71, "88802 Spielkreis"]] },
        { y: 353, height: 12, cells: [[57, "Rechnung # RE-20170509/505 von 09.05.2017"]] },
        { y: 496, height: 12, cells: [[57, "Nettobetrag: 496,00 €"]] },
      ]),
    );
    expect(extraction.fields.customerName?.value).toBe("Theodor Est");
    expect(verdictOf(extraction, "customerName")).toBe("sure");
  });

  it("stays check when the name is the supplier's own, or no address follows it", () => {
    const noAddress = read(["Verkäufer:", "Lieferant GmbH", "Käufer:", "Kunden AG Mitte", ...LINES]);
    expect(noAddress.fields.customerName?.value).toBe("Kunden AG Mitte");
    expect(verdictOf(noAddress, "customerName")).toBe("check");
  });
});

describe("a dollar page's currency", () => {
  const currencyVerdict = (lines: string[]): string | null => {
    const extraction = read(["Netlify, Inc.", "Invoice Number: INV04789023", ...lines]);
    return extraction.fields.currency?.value === "USD" ? verdictOf(extraction, "currency") : null;
  };

  it("is sure when the page names the dollar USD and prints its amounts with '$'", () => {
    expect(currencyVerdict(["Currency: USD", "Total: | 75.87", "Payment | -$75.87"])).toBe("sure");
    expect(currencyVerdict(["Invoice Amount — $144.00 (USD)", "Total | $144.00"])).toBe("sure");
  });

  it("stays check on a page of bare '$' amounts, or one that also names another dollar", () => {
    expect(currencyVerdict(["Total | $144.00", "Paid | $144.00"])).not.toBe("sure");
    expect(currencyVerdict(["Total | $144.00 (USD)", "Paid in CAD | 190.00"])).not.toBe("sure");
  });

  it("is sure when the page labels its currency, whatever another payment was made in (ADR 317)", () => {
    expect(currencyVerdict(["Currency: USD", "Total | $144.00", "Paid in CAD | 190.00"])).toBe("sure");
  });
});

describe("the document kind from a German compound title", () => {
  it("is sure under 'Handelsrechnung' or 'Teilrechnung'", () => {
    for (const title of [
      "Handelsrechnung Nr. 471102 vom 05.06.2018",
      "Teilrechnung Nr. 471102 vom 05.06.2018",
    ]) {
      const extraction = read(["Lieferant GmbH", title, ...TOTALS]);
      expect(extraction.fields.documentType?.value, title).toBe("invoice");
      expect(verdictOf(extraction, "documentType"), title).toBe("sure");
    }
  });
});
