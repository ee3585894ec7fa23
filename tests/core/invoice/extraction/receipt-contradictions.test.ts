import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import { withReceiptVerdicts } from "../../../../core/invoice/extraction/receipt-verdict";
import { readTill, receiptFrom, type TillLine } from "./receipt-words";

describe("a receipt's total another line contradicts is a check", () => {
  // The till printed 85.20 under the items; OCR read the total's 8 as a 3. What was paid less the
  // change agrees with the misread total, so before this rule the total was marked sure.
  const styles: { style: string; lines: TillLine[]; total: number }[] = [
    {
      style: "Dutch",
      lines: [
        { text: "BOUWMARKT HET ANKER", size: 18 },
        "Schroeven | 40,00",
        "Verf | 45,20",
        "Subtotaal | 85,20",
        "TOTAAL | 35,20",
        "Contant | 50,00",
        "Wisselgeld | 14,80",
      ],
      total: 3520,
    },
    {
      style: "German",
      lines: [
        { text: "Baumarkt Anker GmbH", size: 18 },
        "Schrauben | 40,00",
        "Farbe | 45,20",
        "Zwischensumme | 85,20",
        "SUMME EUR | 35,20",
        "Bar | 50,00",
        "Rückgeld | 14,80",
      ],
      total: 3520,
    },
    {
      style: "English",
      lines: [
        { text: "ANCHOR HARDWARE LTD", size: 18 },
        "Screws | 40.00",
        "Paint | 45.20",
        "Subtotal | 85.20",
        "TOTAL | 35.20",
        "Cash | 50.00",
        "Change | 14.80",
      ],
      total: 3520,
    },
    {
      style: "Malaysian",
      lines: [
        { text: "KEDAI PERKAKASAN SAUH SDN BHD", size: 18 },
        "SKRU 1 x 40.00 | 40.00 SR",
        "CAT 1 x 45.20 | 45.20 SR",
        "SubTotal | 85.20",
        "Net Total | 35.20",
        "CASH | 50.00",
        "CHANGE | 14.80",
      ],
      total: 3520,
    },
  ];
  for (const { style, lines, total } of styles)
    it(`when the subtotal above it is more and nothing lowers it (${style})`, () => {
      expect(readTill(lines)).toMatchObject({ total, totalVerdict: "check" });
    });

  it("stays sure when a coupon between the subtotal and the total explains the difference", () => {
    expect(
      readTill([
        { text: "PIZZERIA DUE TORRI", size: 18 },
        "Pizza margherita | 30.30",
        "Pizza funghi | 30.30",
        "Sub-Total | 60.60",
        "Coupon Discount | 27.60",
        "Grand Total | 33.00",
        "Cash | 50.00",
        "Change Due | 17.00",
      ]),
    ).toMatchObject({ total: 3300, totalVerdict: "sure" });
  });

  it("when what was paid less the change is another amount", () => {
    expect(
      readTill([
        { text: "THE CORNER DELI LTD", size: 18 },
        "Flat white | 3.20",
        "Croissant | 2.10",
        "TOTAL | 5.30",
        "Cash | 10.00",
        "Change | 4.20",
      ]),
    ).toMatchObject({ total: 530, totalVerdict: "check" });
  });
});

describe("a receipt's store name printed twice", () => {
  const lines: TillLine[] = [
    { text: "DROGISTERIJ DE LINDE", size: 18 },
    "for feedback or complaint, please call:",
    "Tandpasta | 2,49",
    "TOTAAL | 2,49",
    "PIN | 2,49",
    "for feedback or complaint, please call:",
  ];

  it("is no evidence when the line is a sentence in lower case (a roll repeats its footer)", () => {
    const document = receiptFrom(lines);
    const layout = buildLayout(document);
    const extraction = extractInvoice(document, "ocr");
    const sentence = "for feedback or complaint, please call";
    const misread = {
      ...extraction,
      fields: {
        ...extraction.fields,
        supplierName: { value: sentence, confidence: 0.6, source: null, verdict: "check" as const },
      },
    };
    expect(withReceiptVerdicts(misread, layout).fields.supplierName).toMatchObject({
      value: sentence,
      verdict: "check",
    });
  });
});
