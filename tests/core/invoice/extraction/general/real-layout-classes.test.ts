import { describe, expect, it } from "vitest";
import { detectDateOrder } from "../../../../../core/invoice/extraction/dates";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { joinKernedWords } from "../../../../../core/invoice/extraction/kerning";
import { buildLayout } from "../../../../../core/invoice/extraction/layout";
import type { PdfTextItem } from "../../../../../core/invoice/extraction/pdf-words";
import type { DocumentWords, Word } from "../../../../../core/invoice/extraction/types";
import { wordsOfPdfItems } from "../pdf-items";
import { documentFrom } from "../words";

/** A pdf.js run at (x, baseline y) in PDF space (origin bottom-left), 10 pt type, reading left to right. */
function run(str: string, x: number, y: number, width: number, transform?: number[]): PdfTextItem {
  return { str, transform: transform ?? [10, 0, 0, 10, x, y], width, height: 10 };
}

/** Words placed one by one: [page, x, y, text], 10 pt high, 5.5 pt per character. */
function placed(entries: ReadonlyArray<[number, number, number, string]>): DocumentWords {
  const words: Word[] = entries.map(([page, x, y, text]) => ({
    page,
    x,
    y,
    width: text.length * 5.5,
    height: 10,
    text,
  }));
  return {
    pages: [
      { page: 1, width: 595, height: 842 },
      { page: 2, width: 595, height: 842 },
    ],
    words,
  };
}

describe("text layer words", () => {
  it("drops margin text printed sideways instead of laying it across the lines it crosses", () => {
    const words = wordsOfPdfItems([
      run("Rechnungssumme Brutto", 60, 400, 110),
      run("529,87", 512, 400, 30),
      run("Copyright AWV e.V. 2014", 24, 380, 90, [0, 5, -5, 0, 24, 380]),
    ]);
    expect(words).toEqual(["Rechnungssumme", "Brutto", "529,87"]);
  });

  it("joins runs that touch on one baseline into one word", () => {
    expect(
      wordsOfPdfItems([run("ca.", 100, 500, 15), run("~", 120, 500, 7), run("2000ml", 127, 500, 39)]),
    ).toEqual(["ca.", "~2000ml"]);
  });
});

describe("invoice numbers", () => {
  it("reads a number whose label's colon stands apart, in the value's cell", () => {
    const fields = extractInvoice(
      documentFrom(["Beleg-Nr | : RK21012345", "Beleg-Datum | : 16.09.2013"]),
    ).fields;
    expect(fields.invoiceNumber?.value).toBe("RK21012345");
  });
});

describe("dates written month first", () => {
  it("reads numeric dates month first only when a date on the page proves it", () => {
    expect(detectDateOrder(["Invoice Date 11/03/2017", "SEPA transfer 11/17/2017"])).toBe("month-first");
    expect(detectDateOrder(["Rechnungsdatum 11/03/2017", "Lieferung 17/11/2017"])).toBe("day-first");
    expect(detectDateOrder(["Date 11/03/2017"])).toBe("day-first");
    const fields = extractInvoice(
      documentFrom(["Invoice Date | 11/03/2017", "Due Date | 12/03/2017", "Payment | 11/17/2017 | 623.00"]),
    ).fields;
    expect([fields.invoiceDate?.value, fields.dueDate?.value]).toEqual(["2017-11-03", "2017-12-03"]);
  });
});

describe("party names", () => {
  it("takes the addressee under a greeting and a trading name with its legal name on the next line", () => {
    const letterhead = documentFrom([
      { y: 96, x: 70, text: "Herrn" },
      { y: 108, x: 70, text: "Max Mustermann" },
      { y: 120, x: 70, text: "Musterstr. 11" },
      { y: 132, x: 70, text: "12346 Bad Musterhausen" },
      { y: 700, x: 70, text: "Freundliche Grüße" },
    ]);
    // The trading name is set larger than the legal name under it.
    const name: Word[] = [
      { page: 1, x: 70, y: 56, width: 40, height: 13, text: "MVM" },
      { page: 1, x: 114, y: 56, width: 80, height: 13, text: "Musterhafter" },
      { page: 1, x: 70, y: 71, width: 120, height: 10, text: "Versicherungsverein" },
      { page: 1, x: 193, y: 71, width: 60, height: 10, text: "Musterstadt" },
      { page: 1, x: 256, y: 71, width: 18, height: 10, text: "a.G." },
    ];
    const fields = extractInvoice({ ...letterhead, words: [...name, ...letterhead.words] }).fields;
    expect(fields.supplierName?.value).toBe("MVM Musterhafter Versicherungsverein Musterstadt a.G.");
    expect(fields.customerName?.value).toBe("Max Mustermann");
  });

  it("puts the trading name back in front of a legal name chosen from the letterhead's second line", () => {
    const fields = extractInvoice(
      documentFrom([
        { y: 60, x: 70, text: "MVM Musterhafter" },
        { y: 72, x: 70, text: "Versicherungsverein Musterstadt a.G." },
        { y: 96, x: 70, text: "Herrn" },
        { y: 108, x: 70, text: "Max Mustermann" },
        { y: 120, x: 70, text: "Musterstr. 11" },
        { y: 132, x: 70, text: "12346 Bad Musterhausen" },
        { y: 700, x: 70, text: "Freundliche Grüße" },
      ]),
    ).fields;
    expect(fields.supplierName?.value).toBe("MVM Musterhafter Versicherungsverein Musterstadt a.G.");
  });

  it("joins a name split by a kerning gap only when the page prints the joined letters as a plain word", () => {
    const layout = buildLayout(
      documentFrom([
        "Liefer ant GmbH",
        "Lieferantenstraße 20",
        "Ma jolie boutique",
        "www.majolieboutique.fr",
      ]),
    );
    expect(joinKernedWords("Liefer ant GmbH", layout)).toBe("Lieferant GmbH");
    // A web address writes the name without spaces: that is no evidence of a kerning gap.
    expect(joinKernedWords("Ma jolie boutique", layout)).toBe("Ma jolie boutique");
  });

  it("reads parties printed as forms: a heading over 'Name:' rows", () => {
    const fields = extractInvoice(
      documentFrom([
        { y: 40, x: 60, text: "Lesbarmachung der XML-Daten von elektronischen Rechnungen" },
        { y: 80, x: 60, text: "Verkäufer" },
        { y: 94, x: 60, text: "Nummer: | 549910" },
        { y: 108, x: 60, text: "Name: | Lieferant GmbH" },
        { y: 122, x: 60, text: "Anschrift: | Lieferantenstraße 20" },
        { y: 160, x: 60, text: "Käufer/Leistungsempfänger" },
        { y: 174, x: 60, text: "Name: | Kunden AG Mitte" },
      ]),
    ).fields;
    expect([fields.supplierName?.value, fields.customerName?.value]).toEqual([
      "Lieferant GmbH",
      "Kunden AG Mitte",
    ]);
  });

  it("does not read 'Hôtel' as a phone label, nor stack the return address onto the window", () => {
    const hotel = extractInvoice(
      documentFrom([
        { y: 30, x: 110, text: "Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène" },
        { y: 130, x: 320, text: "Hôtel Saint Denis" },
        { y: 144, x: 320, text: "42 rue du stade" },
        { y: 158, x: 320, text: "97400 Saint Denis" },
      ]),
    ).fields;
    expect(hotel.customerName?.value).toBe("Hôtel Saint Denis");
    const windowed = extractInvoice(
      documentFrom([
        { y: 150, x: 80, text: "Bei Spiel GmbH • Ecke 12 • 12345 Stadthausen" },
        { y: 164, x: 70, text: "Theodor Est" },
        { y: 178, x: 70, text: "Bahnstr. 42" },
        { y: 192, x: 70, text: "88802 Spielkreis" },
      ]),
    ).fields;
    expect([windowed.supplierName?.value, windowed.customerName?.value]).toEqual([
      "Bei Spiel GmbH",
      "Theodor Est",
    ]);
  });
});

describe("totals", () => {
  it("reads a totals table: net, VAT and gross headers over per-rate rows and a sum row", () => {
    const fields = extractInvoice(
      documentFrom([
        { x: 40, text: "Warenwert | Nettobetrag | MwSt-Betrag | Endbetrag" },
        { x: 40, text: "-5,00 | -4,85 | -0,92 | -5,77" },
        { x: 40, text: "-2,90 | -2,82 | -0,20 | -3,02" },
        { x: 40, text: "-7,90 | -7,67 | -1,12 | -8,79" },
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      -767, -112, -879,
    ]);
  });

  it("knows insurance premium words and a 'Residual' amount still to pay", () => {
    const insurance = extractInvoice(
      documentFrom([
        "Gesamtbeitrag | 50,00 €",
        "Versicherungsteuer 19 % | 9,50 €",
        "Rechnungsbeitrag | 59,50 €",
      ]),
    ).fields;
    expect([
      insurance.subtotalCents?.value,
      insurance.vatTotalCents?.value,
      insurance.totalCents?.value,
    ]).toEqual([5000, 950, 5950]);
    const residual = extractInvoice(documentFrom(["Total | 2,076.76 €", "Residual | 1,453.76 €"])).fields;
    expect(residual.amountDueCents?.value).toBe(145376);
  });
});

describe("line items", () => {
  const header: Array<[number, number, number, string]> = [
    [1, 50, 100, "Pos"],
    [1, 150, 100, "Beschreibung"],
    [1, 250, 100, "Nettopreis"],
    [1, 355, 100, "Menge"],
    [1, 440, 100, "Steuer"],
    [1, 520, 100, "Entgelt"],
  ];

  it("keeps every line of a description stacked under an identifier, across the page break", () => {
    const items = extractInvoice(
      placed([
        ...header,
        [1, 53, 120, "1"],
        [1, 150, 120, "GTIN:"],
        [1, 280, 120, "9,90"],
        [1, 361, 120, "20"],
        [1, 440, 120, "19 %"],
        [1, 524, 120, "198,00"],
        [1, 150, 132, "4012345001235"],
        [2, 150, 60, "Unsere"],
        [2, 190, 60, "Art.-"],
        [2, 150, 72, "Nr.:"],
        [2, 175, 72, "TB100A4"],
        [2, 150, 84, "Trennblätter"],
        [2, 220, 84, "A4"],
        [2, 300, 140, "Rechnungssumme"],
        [2, 520, 140, "198,00"],
      ]),
    ).lineItems;
    expect(items.map((i) => [i.description, i.quantity, i.amountCents])).toEqual([
      ["GTIN: 4012345001235 Unsere Art.-Nr.: TB100A4 Trennblätter A4", "20", 19800],
    ]);
  });

  it("splits '2 Stk 19 % VAT (S)' printed as one run into quantity and rate", () => {
    const items = extractInvoice(
      placed([
        ...header,
        [1, 58, 120, "1"],
        [1, 150, 120, "Navigationssystem"],
        [1, 290, 120, "5,04"],
        [1, 366, 120, "2"],
        [1, 374, 120, "Stk"],
        [1, 394, 120, "19"],
        [1, 407, 120, "%"],
        [1, 415, 120, "VAT"],
        [1, 434, 120, "(S)"],
        [1, 516, 120, "10,08"],
        [1, 139, 132, "-"],
        [1, 151, 132, "Garantie"],
      ]),
    ).lineItems;
    expect(items.map((i) => [i.description, i.quantity, i.vatRate, i.amountCents])).toEqual([
      ["Navigationssystem - Garantie", "2", "19", 1008],
    ]);
  });

  it("folds a discount row into its item and keeps wrapped words, a lone number and '(Pauschale)'", () => {
    expect(
      extractInvoice(
        documentFrom([
          { x: 0, text: "Pos | Beschreibung | Nettopreis | Menge | Betrag" },
          { x: 0, text: "1 | Kunstrasen | 4,00 | 3 | 12,00" },
          { x: 0, text: " | abzgl. 16,7% Rabatt | | | -2,00" },
          { x: 0, text: "2 | Künstlerische Gestaltung | 160,00 | 1 | 160,00" },
          { x: 200, text: "(Stunde): Einer" },
          { x: 200, text: "Beispielrechnung" },
          { x: 0, text: "3 | Abrechnungskreis | 10,00 | 1 | 10,00" },
          { x: 200, text: "1" },
          { x: 0, text: "4 | Grundpreis | 3,90 | 1 | 3,90" },
          { x: 200, text: "(Pauschale)" },
          { x: 0, text: "Summe netto | | | | 183,90" },
        ]),
      ).lineItems.map((i) => [i.description, i.amountCents]),
    ).toEqual([
      ["Kunstrasen", 1000],
      ["Künstlerische Gestaltung (Stunde): Einer Beispielrechnung", 16000],
      ["Abrechnungskreis 1", 1000],
      ["Grundpreis (Pauschale)", 390],
    ]);
  });
});
