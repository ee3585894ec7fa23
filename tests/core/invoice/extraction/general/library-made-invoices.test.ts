import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../../../core/invoice/extraction/layout";
import { extractPdf } from "../../../../../core/invoice/extraction/pdf/extract-pdf";
import { readPdf } from "../../../../../core/invoice/extraction/pdf/read-pdf";
import type { InvoiceExtraction } from "../../../../../core/invoice/extraction/types";
import { renderPdfkit } from "../../../../fixtures/library-invoices/support/render-pdfkit";
import { renderPdfmake } from "../../../../fixtures/library-invoices/support/render-pdfmake";
import { line, page, sized } from "../everyday-layouts/page";
import type { PlacedRow } from "../words";

/**
 * Classes the library-made invoices showed (ADR 321): each case is the smallest page the library
 * itself writes (pdfmake, pdfkit, jsPDF), read through extractPdf as an upload is, or positioned words.
 */
async function read(bytes: Uint8Array): Promise<InvoiceExtraction> {
  const result = await extractPdf(bytes);
  if (!result.ok || !result.value.extraction) throw new Error("no text layer read");
  return result.value.extraction;
}

async function linesOf(bytes: Uint8Array): Promise<string[]> {
  const result = await readPdf(bytes);
  if (!result.ok) throw new Error("unreadable PDF");
  return buildLayout(result.value.document).lines.map((l) => l.segments.map((s) => s.text).join(" | "));
}

const TOTALS_NL = [
  ["Subtotaal", "€ 2.274,00"],
  ["Btw 21%", "€ 477,54"],
  ["Totaal", "€ 2.751,54"],
];

/** A pdfmake letterhead: the owner's name in small type over the big trading name, "Factuur" tall at the right. */
function ownerOverTradingName(): Promise<Uint8Array> {
  return renderPdfmake({
    content: [
      {
        columns: [
          [
            { text: "J. Mulder", fontSize: 10 },
            { text: "Schildersbedrijf Mulder", fontSize: 18, bold: true },
            { text: "Schilderwerk · Glaszetten", fontSize: 8 },
          ],
          { text: "Factuur", fontSize: 22, alignment: "right" },
        ],
      },
      {
        margin: [0, 30, 0, 0],
        columns: [
          ["Fam. Van der Linden", "Dorpsstraat 120", "2451 AG Leimuiden"],
          ["Factuurnummer F26-0097", "Factuurdatum 26-11-2026"],
        ],
      },
      { margin: [300, 30, 0, 0], table: { body: TOTALS_NL }, layout: "noBorders" },
      {
        margin: [0, 30, 0, 0],
        fontSize: 7,
        text: "KvK 58211047 · Btw NL862903488B01 · IBAN NL31 BUNQ 2093 3188 71",
      },
    ],
  });
}

describe("a small line stacked over a taller one in its column is its own line", () => {
  it("keeps the owner's name and the trading name apart beside a tall title (pdfmake)", async () => {
    const lines = await linesOf(await ownerOverTradingName());
    expect(lines).toContain("Schildersbedrijf Mulder");
    expect(lines.some((text) => text.includes("J. Schildersbedrijf"))).toBe(false);
  });

  it("reads the trading name, not the owner's initial glued to it, as the supplier", async () => {
    const extraction = await read(await ownerOverTradingName());
    expect(extraction.fields.supplierName?.value).toBe("Schildersbedrijf Mulder");
  });

  it("keeps an OCR line whole when a speck's small box stands over one of its words", () => {
    const word = (x: number, y: number, width: number, height: number, text: string) => ({
      page: 1,
      x,
      y,
      width,
      height,
      text,
    });
    const layout = buildLayout({
      pages: [{ page: 1, width: 400, height: 600 }],
      words: [
        word(40, 96, 120, 20, "BAKKERIJ"),
        word(172, 99, 6, 4, "'"),
        word(170, 96, 34, 20, "DE"),
        word(214, 96, 50, 20, "ZON"),
        word(40, 130, 90, 10, "Dorpsstraat"),
        word(136, 130, 12, 10, "14"),
      ],
    });
    const name = layout.lines.find((l) => l.text.includes("BAKKERIJ"))?.text ?? "";
    expect(name.replace(" '", "")).toBe("BAKKERIJ DE ZON");
  });

  it("still reads a small label stacked over a big amount in its column as the total", () => {
    const extraction = extractInvoice(
      page([
        sized(40, 20, [40, "Ledgerline Ltd"]),
        line(70, [40, "20 Station Road, Cambridge CB1 2JD"]),
        line(100, [40, "Invoice LL-0381"], [330, "Issued 15 Nov 2026"]),
        line(140, [40, "Oakfield Dental Practice"]),
        line(200, [40, "Practice plan"], [470, "£48.00"]),
        line(230, [330, "Subtotal"], [470, "£48.00"]),
        line(242, [330, "VAT (20%)"], [470, "£9.60"]),
        sized(300, 8, [400, "Amount due"]),
        sized(310, 16, [400, "£57.60"]),
      ]),
      "text-layer",
    );
    expect(extraction.fields.totalCents?.value).toBe(5760);
  });
});

/** A pdfkit letterhead whose contact line opens with the street, the legal name only in the footer. */
function contactLineUnderName(): Promise<Uint8Array> {
  return renderPdfkit((doc) => {
    doc.font("Times-Bold").fontSize(22).text("Schilderwerken Peeters", 50, 45);
    doc
      .font("Helvetica")
      .fontSize(8)
      .text("Kapelstraat 41 · 2500 Lier · 0478 21 33 90 · info@peeters.be", 50, 75);
    doc.fontSize(10).text("Dhr. en Mevr. Claes\nBoomgaardstraat 9\n2560 Nijlen", 330, 140);
    doc.fontSize(9).text("Factuurnr. 2026/118\nFactuurdatum 25/11/2026", 50, 140);
    doc.text("Maatstaf van heffing", 320, 300).text("€ 1.750,60", 460, 300, { width: 85, align: "right" });
    doc.text("Btw 6%", 320, 315).text("€ 105,04", 460, 315, { width: 85, align: "right" });
    doc.text("Te betalen", 320, 330).text("€ 1.855,64", 460, 330, { width: 85, align: "right" });
    doc
      .fontSize(7)
      .text(
        "Schilderwerken Peeters BV · RPR Antwerpen · Btw BE0713459843 · IBAN BE68 5390 0754 7034",
        50,
        780,
      );
  });
}

describe("a letterhead's contact line that opens with the street is no return address", () => {
  it("never takes the street and number as the supplier (pdfkit)", async () => {
    const extraction = await read(await contactLineUnderName());
    expect(extraction.fields.supplierName?.value).toBe("Schilderwerken Peeters BV");
  });

  it.each([
    ["Malerbetrieb Kessler GmbH · Lindenweg 7 · 34117 Kassel", "Malerbetrieb Kessler GmbH"],
    ["Studio 54 Fotografie · Keizersgracht 12 · 1015 CS Amsterdam", "Studio 54 Fotografie"],
  ])("still reads the sender of a return address (%s)", (returnLine, name) => {
    const extraction = extractInvoice(
      page([
        sized(40, 20, [330, "Rechnung"]),
        sized(110, 6, [56, returnLine]),
        line(120, [56, "Hausverwaltung Brandt KG"]),
        line(132, [56, "Wilhelmshöher Allee 210"]),
        line(144, [56, "34119 Kassel"]),
        line(120, [360, "Rechnungsnr."], [460, "2026-0317"]),
        line(132, [360, "Datum"], [460, "20.11.2026"]),
        line(300, [330, "Summe netto"], [470, "1.483,95 €"]),
        line(312, [330, "MwSt. 19 %"], [470, "281,95 €"]),
        line(324, [330, "Gesamtbetrag"], [470, "1.765,90 €"]),
      ]),
      "text-layer",
    );
    expect(extraction.fields.supplierName?.value).toBe(name);
  });
});

function creditNote(label: string): Uint8Array {
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.setFontSize(14).text("Groenhart Tuinmeubelen B.V.", 20, 20);
  doc.setFontSize(18).text("CREDITNOTA", 190, 20, { align: "right" });
  doc.setFontSize(9).text(["Industrieweg 31", "5262 GJ Vught"], 20, 26);
  doc.text(["Dhr. R. Verhoeven", "Lindelaan 5", "5291 AB Gemonde"], 20, 50);
  doc.text(["Creditnotanummer CN-2026-0021", "Datum 18-11-2026"], 120, 50);
  const rows = [
    ["Totaal excl. btw", "€ -536,36"],
    ["Btw 21%", "€ -112,64"],
    [label, "€ -649,00"],
  ];
  rows.forEach(([left, right], index) => {
    doc.text(left ?? "", 120, 90 + index * 6);
    doc.text(right ?? "", 190, 90 + index * 6, { align: "right" });
  });
  const footer = "KvK 17093358 · Btw-nr. NL864209174B01 · IBAN NL72 INGB 0006 5432 17";
  doc.setFontSize(7);
  doc.text(footer, 105, 285, { align: "center" });
  return new Uint8Array(doc.output("arraybuffer"));
}

describe("a credit note's total label", () => {
  it("reads 'Totaal te crediteren' as the total (jsPDF)", async () => {
    const extraction = await read(creditNote("Totaal te crediteren"));
    expect(extraction.fields.totalCents?.value).toBe(-64900);
  });

  const creditPage = (label: string, rows: readonly PlacedRow[] = []): InvoiceExtraction =>
    extractInvoice(
      page([
        sized(40, 18, [40, "Elektro Scholz GmbH"], [400, "Gutschrift"]),
        line(100, [330, "Datum"], [450, "27.11.2026"]),
        line(120, [40, "Bistro Lindenhof"]),
        line(132, [40, "Lindenstraße 3, 76185 Karlsruhe"]),
        line(300, [330, "Nettobetrag"], [470, "-218,40 €"]),
        line(312, [330, "MwSt. 19 %"], [470, "-41,50 €"]),
        line(324, [330, label], [470, "-259,90 €"]),
        ...rows,
      ]),
      "text-layer",
    );

  it.each(["Gutschriftsbetrag", "Total à créditer", "Total credit", "Montant de l'avoir"])(
    "reads '%s'",
    (label) => {
      expect(creditPage(label).fields.totalCents?.value).toBe(-25990);
    },
  );

  it("leaves an invoice's total alone when a sentence speaks of crediting", () => {
    const extraction = extractInvoice(
      page([
        sized(40, 18, [40, "Groenhart Tuinmeubelen B.V."]),
        line(100, [330, "Factuurdatum"], [450, "18-11-2026"]),
        line(120, [40, "Bakkerij Noord"]),
        line(132, [40, "Dorpsstraat 3, 3732 AB De Bilt"]),
        line(300, [330, "Subtotaal"], [470, "€ 536,36"]),
        line(312, [330, "Btw 21%"], [470, "€ 112,64"]),
        line(324, [330, "Totaal"], [470, "€ 649,00"]),
        line(350, [40, "Bij retour is het bedrag van € 100,00 te crediteren binnen 14 dagen."]),
      ]),
      "text-layer",
    );
    expect(extraction.fields.totalCents?.value).toBe(64900);
  });
});

/** pdfmake: a letter-spaced wordmark at the left, a sender block at the right level with it. */
function wordmarkBesideBlock(blockName: string): Promise<Uint8Array> {
  return renderPdfmake({
    content: [
      {
        columns: [
          { text: "PIXELHAVEN", fontSize: 18, bold: true, characterSpacing: 2 },
          {
            width: 180,
            fontSize: 8,
            stack: [{ text: blockName, bold: true }, "Veemkade 356", "1019 HD Amsterdam"],
          },
        ],
      },
      {
        margin: [0, 30, 0, 0],
        columns: [
          ["Invoice Number 0147", "Invoice Date Nov 30, 2026"],
          ["Brightwater Bakery", "12 Mill Lane", "Bath BA1 1HT"],
        ],
      },
      {
        margin: [300, 30, 0, 0],
        table: {
          body: [
            ["Subtotal", "€4,970.00"],
            ["VAT 21%", "€1,043.70"],
            ["Total", "€6,013.70"],
          ],
        },
        layout: "noBorders",
      },
    ],
  });
}

describe("a wordmark beside the sender block that opens with its legal name", () => {
  it("reads the legal name the wordmark starts (pdfmake, letter-spaced)", async () => {
    const extraction = await read(await wordmarkBesideBlock("Pixelhaven Studio B.V."));
    expect(extraction.fields.supplierName?.value).toBe("Pixelhaven Studio B.V.");
  });

  it("never takes another company's name beside the wordmark", async () => {
    const extraction = await read(await wordmarkBesideBlock("Harbourside Lettings Ltd"));
    expect(extraction.fields.supplierName?.value).not.toBe("Harbourside Lettings Ltd");
  });
});
