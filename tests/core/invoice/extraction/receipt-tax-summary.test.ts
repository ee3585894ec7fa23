import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/**
 * Receipts whose items are priced before tax (so they do not add up to the total) and that print no
 * payment: only the tax summary under the total can vouch for it.
 */
const cases: { style: string; lines: TillLine[]; total: number }[] = [
  {
    style: "Malaysian GST summary, a comma read for the point",
    lines: [
      { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 20 },
      "Date: 27/11/2026 14:32",
      "SUGAR 1KG | 2.85",
      "RICE 5KG | 13.07",
      "Total RM Incl. of GST | 16.88",
      "Item Count 2",
      "GST Summary Amount (RM) Tax (RM)",
      "SR @ 6% 15,92 0.96",
      "Thank you, please come again",
    ],
    total: 1688,
  },
  {
    style: "Malaysian, rounded to 5 cents, the rounding's amount misread",
    lines: [
      { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 20 },
      "Date: 27/11/2026 14:32",
      "COKE LIGHT 570ML | 4.15",
      "MINERAL WATER | 23.75",
      "BREAD | 5.00",
      "Total Sales (Inclusive GST) | 34.57",
      "Rounding Adj | 0.20",
      "Total Payable | 34.55",
      "GST Summary",
      "Tax Code % Amount (RM) Tax (RM)",
      "SR 6% 27.90 1.67",
      "ZR 0% 5.00 0.00",
      "Thank you, please come again",
    ],
    total: 3455,
  },
  {
    style: "Dutch, sales, tax and gross per rate, rounded to 5 cents",
    lines: [
      { text: "Bakkerij Jansen B.V.", size: 20 },
      "27-11-2026 14:32 Kassa 2",
      "Brood | 4,25",
      "Koffie | 8,47",
      "Afronding | -0,02",
      "TE BETALEN | 12,70",
      "BTW-overzicht Netto BTW Bruto",
      "9% 3,90 0,35 4,25",
      "21% 7,00 1,47 8,47",
      "Bedankt en tot ziens",
    ],
    total: 1270,
  },
];

describe("a receipt's total is sure when its tax summary adds up to it", () => {
  it.each(cases)("marks the total sure ($style)", ({ lines, total }) => {
    expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
  });
});

describe("a receipt's total stays a check when its tax summary does not vouch for it", () => {
  const [malaysian] = cases;
  const withRow = (row: string): TillLine[] =>
    (malaysian?.lines ?? []).map((line) => (line === "SR @ 6% 15,92 0.96" ? row : line));

  it("when the summary's rows add up to another amount (a digit misread on one side)", () => {
    expect(readTill(withRow("SR @ 6% 15,32 0.96"))).toMatchObject({ total: 1688, totalVerdict: "check" });
  });

  it("when a row's 'tax' is more than a third of its sales (a quantity or another column)", () => {
    expect(readTill(withRow("SR @ 6% 8.44 8.44"))).toMatchObject({ total: 1688, totalVerdict: "check" });
  });

  it("when a summary of 2,000 rows is printed (read in time, nothing vouched for)", () => {
    const rows = Array.from({ length: 2000 }, () => "SR @ 6% 1.00 0.06");
    const lines = (malaysian?.lines ?? []).flatMap((line) => (line === "SR @ 6% 15,92 0.96" ? rows : [line]));
    expect(readTill(lines)).toMatchObject({ total: 1688, totalVerdict: "check" });
  });
});
