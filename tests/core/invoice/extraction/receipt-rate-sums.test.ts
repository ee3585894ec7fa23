import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** Receipts whose totals per tax rate are printed: no items that add up, no payment lines. */
const cases: { style: string; lines: TillLine[]; total: number }[] = [
  {
    style: "Malaysian delivery note",
    lines: [
      { text: "ROTI EMAS BAKERIES SDN BHD", size: 20 },
      "Date: 27/11/2026",
      "Total 0% supplies: 26.61",
      "Total 6% supplies (excl. GST): 14.40",
      "GST: 0.86",
      "Total 6% supplies (Inc. GST): 15.26",
      "Total Payable: 41.87",
    ],
    total: 4187,
  },
  {
    style: "German",
    lines: [
      { text: "Markthalle Sonnenschein GmbH", size: 20 },
      "27.11.26 14:32",
      "Brutto 19% | 11,00",
      "Brutto 7% | 5,25",
      "SUMME EUR | 16,25",
    ],
    total: 1625,
  },
  {
    style: "Dutch",
    lines: [
      { text: "TOKO DE OOST", size: 20 },
      "27-11-2026 14:32",
      "Totaal 9% incl. btw | 10,90",
      "Totaal 21% incl. btw | 6,05",
      "TE BETALEN | 16,95",
    ],
    total: 1695,
  },
  {
    style: "English",
    lines: [
      { text: "THE CORNER DELI LTD", size: 20 },
      "27 Nov 2026 09:12",
      "Total 20% VAT items incl | 12.00",
      "Total 0% VAT items | 3.50",
      "AMOUNT DUE | 15.50",
    ],
    total: 1550,
  },
];

describe("a receipt's total is sure when its totals per tax rate add up to it", () => {
  it.each(cases)("marks the total sure on a $style receipt", ({ lines, total }) => {
    const read = readTill(lines);
    expect(read.total).toBe(total);
    expect(read.totalVerdict).toBe("sure");
  });

  it("leaves the total a check when the rates add up to something else, or one rate reads two ways", () => {
    const misread: TillLine[] = [
      { text: "ROTI EMAS BAKERIES SDN BHD", size: 20 },
      "Date: 27/11/2026",
      "Total 0% supplies: 7.61",
      "Total 6% supplies (Inc. GST): 25.44",
      "Total 6% supplies: 7.61",
      "Total Payable: 33.85",
    ];
    expect(readTill(misread).totalVerdict).toBe("check");
    const offByOne = misread.filter((line) => line !== "Total 6% supplies: 7.61");
    expect(readTill(offByOne).total).toBe(3385);
    expect(readTill(offByOne).totalVerdict).toBe("check");
  });
});
