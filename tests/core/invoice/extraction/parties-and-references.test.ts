import { describe, expect, it } from "vitest";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import { extractParties } from "../../../../core/invoice/extraction/parties";
import {
  extractDocumentType,
  extractInvoiceNumber,
  extractPaymentReference,
  extractPaymentTerms,
  isValidBetalingskenmerk,
  isValidCreditorReference,
} from "../../../../core/invoice/extraction/references";
import type { Word } from "../../../../core/invoice/extraction/types";
import { documentFrom } from "./words";

describe("parties", () => {
  it("takes the biggest name at the top as the supplier, with its address, and the labelled customer", () => {
    const document = documentFrom([
      { text: "FACTUUR", y: 44, x: 400 },
      "Straatweg 1",
      "1234 AB Utrecht",
      "Tel. 030 123 4567",
      "Factuur aan",
      "Hotel Zeezicht B.V.",
    ]);
    const big: Word = { page: 1, x: 40, y: 40, width: 120, height: 18, text: "Acme" };
    const words = [{ ...big }, { ...big, x: 100, text: "Installaties" }, { ...big, x: 200, text: "B.V." }];
    const layout = buildLayout({ pages: document.pages, words: [...words, ...document.words] });
    const parties = extractParties(layout);
    expect(parties.supplierName?.value).toBe("Acme Installaties B.V.");
    expect(parties.supplierAddress?.value).toBe("Straatweg 1, 1234 AB Utrecht");
    expect(parties.customerName?.value).toBe("Hotel Zeezicht B.V.");
  });
  it("uses a supplier label when there is one", () => {
    expect(extractParties(buildLayout(documentFrom(["Van: Groen Hoveniers"]))).supplierName?.value).toBe(
      "Groen Hoveniers",
    );
  });
});

describe("parties on a scan", () => {
  it("reads the name under a 'Rechnungsersteller' heading, not a logo far right on the heading's line", () => {
    // OCR gives every word of a line the line's height: a logo beside the heading makes it 77 px tall.
    const word = (x: number, y: number, height: number, text: string): Word => ({
      page: 1,
      x,
      y,
      width: text.length * 9,
      height,
      text,
    });
    const words = [
      word(113, 65, 77, "Rechnungsersteller"),
      word(1338, 65, 77, "Fe"),
      word(1400, 65, 77, "RD"),
      word(149, 144, 42, "Lieferant"),
      word(240, 144, 42, "GmbH"),
      word(150, 187, 37, "Lieferantenstraße"),
      word(310, 187, 37, "20"),
      word(149, 224, 41, "80333"),
      word(210, 224, 41, "München"),
      word(112, 387, 27, "Rechnungsempfänger"),
      word(113, 420, 27, "Kunden"),
      word(180, 420, 27, "AG"),
      word(210, 420, 27, "Mitte"),
    ];
    const parties = extractParties(buildLayout({ pages: [{ page: 1, width: 1654, height: 2339 }], words }));
    expect(parties.supplierName?.value).toBe("Lieferant GmbH");
    expect(parties.customerName?.value).toBe("Kunden AG Mitte");
  });
});

describe("a return address on a scan", () => {
  const word = (x: number, y: number, height: number, text: string): Word => ({
    page: 1,
    x,
    y,
    width: text.length * height * 0.5,
    height,
    text,
  });
  /** GnuAccounting's page: letterhead right, small return address over the customer's window. */
  function scannedLetter(returnLine: Word[]): Word[] {
    return [
      word(1255, 343, 24, "Bei"),
      word(1300, 343, 24, "Spiel"),
      word(1370, 343, 24, "GmbH"),
      word(1255, 386, 22, "Ecke"),
      word(1320, 386, 22, "12"),
      ...returnLine,
      word(198, 475, 35, "Theodor"),
      word(330, 475, 35, "Est"),
      word(200, 554, 29, "Bahnstr."),
      word(330, 554, 29, "42"),
      word(198, 658, 36, "88802"),
      word(297, 658, 36, "Spielkreis"),
    ];
  }
  const partiesOf = (words: Word[]) =>
    extractParties(buildLayout({ pages: [{ page: 1, width: 1654, height: 2339 }], words }));

  it("knows the supplier from a return address whose bullets the scan lost, spelt as in the letterhead", () => {
    const parties = partiesOf(
      scannedLetter([
        word(285, 432, 17, "Bel"),
        word(314, 432, 17, "Spiel"),
        word(358, 432, 17, "GmbH"),
        word(451, 432, 17, "Ecke"),
        word(493, 432, 17, "12"),
        word(561, 432, 17, "12345"),
        word(609, 432, 17, "Stadthausen"),
      ]),
    );
    expect(parties.supplierName?.value).toBe("Bei Spiel GmbH");
    expect(parties.customerName?.value).toBe("Theodor Est");
  });

  it("takes a bullet read as one letter for a separator", () => {
    const parties = partiesOf(
      scannedLetter([
        word(284, 434, 17, "Bei"),
        word(313, 434, 17, "Spiel"),
        word(354, 434, 17, "GmbH"),
        word(421, 434, 17, "e"),
        word(450, 434, 17, "Ecke"),
        word(497, 434, 17, "12"),
        word(562, 434, 17, "12345"),
        word(612, 434, 17, "Stadthausen"),
      ]),
    );
    expect(parties.supplierName?.value).toBe("Bei Spiel GmbH");
    expect(parties.customerName?.value).toBe("Theodor Est");
  });

  it("does not take three columns of ordinary text for a return address", () => {
    // Same-size type over the next line: a table row, not an "Absenderzeile".
    const parties = partiesOf([
      word(100, 300, 30, "Rechnung"),
      word(100, 400, 30, "Projekt"),
      word(260, 400, 30, "Halle 3"),
      word(420, 400, 30, "12345 Stadthausen"),
      word(100, 440, 30, "Danke"),
    ]);
    expect(parties.supplierName?.value).not.toBe("Projekt");
  });
});

describe("invoice number, reference, terms, document type", () => {
  it("reads the invoice number by label in four languages and ignores label-only neighbours", () => {
    for (const label of ["Factuurnummer", "Invoice no.", "Rechnungsnummer", "N° de facture"])
      expect(extractInvoiceNumber(buildLayout(documentFrom([`${label} | 2024-0042`])))?.value).toBe(
        "2024-0042",
      );
    expect(extractInvoiceNumber(buildLayout(documentFrom(["Factuurnummer | Factuurdatum"])))).toBeUndefined();
  });
  it("validates the Dutch 16-digit betalingskenmerk and RF references", () => {
    expect(isValidBetalingskenmerk("7371683846571113")).toBe(true);
    expect(isValidBetalingskenmerk("7371683846571114")).toBe(false);
    expect(isValidCreditorReference("RF18539007547034")).toBe(true);
    expect(isValidCreditorReference("RF19539007547034")).toBe(false);
    const field = extractPaymentReference(
      buildLayout(documentFrom(["Betalingskenmerk | 7371 6838 4657 1113"])),
    );
    expect(field?.value).toBe("7371683846571113");
    expect(field?.confidence).toBeGreaterThan(0.95);
  });
  it("reads payment terms as days from a label or a sentence", () => {
    expect(extractPaymentTerms(buildLayout(documentFrom(["Betaaltermijn | 30 dagen"])))?.value).toBe(30);
    expect(extractPaymentTerms(buildLayout(documentFrom(["Zahlbar innerhalb von 14 Tagen"])))?.value).toBe(
      14,
    );
  });
  it("knows a credit note by its title or a negative total", () => {
    expect(extractDocumentType(buildLayout(documentFrom(["CREDITNOTA"])), undefined).value).toBe(
      "credit-note",
    );
    expect(extractDocumentType(buildLayout(documentFrom(["Invoice"])), -100).value).toBe("credit-note");
    expect(extractDocumentType(buildLayout(documentFrom(["Invoice"])), 100).value).toBe("invoice");
  });
});
