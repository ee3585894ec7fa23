import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

describe("a receipt's total is sure when its items add up to it", () => {
  const cases: { style: string; lines: TillLine[]; total: number }[] = [
    {
      style: "Dutch",
      lines: [
        { text: "SLAGERIJ DE OS", size: 18 },
        "Gehakt 500 g | 6,20",
        "Rookworst | 3,45",
        "TOTAAL | 9,65",
        "27-11-2026 14:32",
      ],
      total: 965,
    },
    {
      style: "German",
      lines: [
        { text: "Backstube Sonnenschein GmbH", size: 18 },
        "Roggenbrot | 3,20",
        "Brezel 3 x 0,95 | 2,85",
        "Rabatt | -0,50",
        "SUMME EUR | 5,55",
        "27.11.26 14:32",
      ],
      total: 555,
    },
    {
      style: "English",
      lines: [
        { text: "THE CORNER DELI LTD", size: 18 },
        "2 x Flat white @ 3.20 | 6.40",
        "Croissant | 2.10",
        "TOTAL | 8.50",
        "27 Nov 2026 09:12",
      ],
      total: 850,
    },
    {
      style: "Malaysian",
      lines: [
        { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 18 },
        "SUGAR 1KG 1 x 2.85 | 2.85 SR",
        "RICE 5KG 1 x 13.07 | 13.07 SR",
        "Total Sales (Inclusive GST) | 15.92",
        "Date: 27/11/2026 14:32",
      ],
      total: 1592,
    },
  ];
  for (const { style, lines, total } of cases)
    it(`with no payment printed (${style})`, () => {
      expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
    });

  it("asks to check a total the items add up to when a rounding moved the amount to pay", () => {
    // The items and the unrounded total agree; what was paid is 15.90. A garbled rounded total
    // leaves 15.92 read, and the items must not make it sure.
    expect(
      readTill([
        { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 18 },
        "SUGAR | 2.85",
        "RICE | 13.07",
        "Total Incl. GST | 15.92",
        "Rounding Adj | 0.03",
        "Total Amt Rounded | l5.9 0",
      ]),
    ).toMatchObject({ totalVerdict: "check" });
  });

  it("asks to check when the items do not add up to the total (an item or the total misread)", () => {
    expect(
      readTill([
        { text: "SLAGERIJ DE OS", size: 18 },
        "Gehakt 500 g | 6,20",
        "Rookworst | 3,45",
        "TOTAAL | 9,85",
      ]),
    ).toMatchObject({ total: 985, totalVerdict: "check" });
  });
});

describe("a receipt's total is sure when what was paid agrees with it", () => {
  const cases: { style: string; block: string[]; total: number }[] = [
    { style: "Dutch", block: ["Totaal | 7,98", "Afronding | -0,03", "Contant | 7,95"], total: 795 },
    { style: "German", block: ["SUMME | 12,49", "Rundung | 0,01", "BAR | 12,50"], total: 1250 },
    { style: "English", block: ["TOTAL | 9.98", "Rounding | 0.02", "CASH | 10.00"], total: 1000 },
    {
      style: "Malaysian",
      block: [
        "Total Sales (Inclusive GST) | RM 177.22",
        "Rounding Adjustment | RM -0.02",
        "CREDIT | RM 177.20",
      ],
      total: 17720,
    },
  ];
  for (const { style, block, total } of cases)
    it(`after the rounding printed under the total (${style})`, () => {
      // The item's price is unreadable: only the payment can confirm the total.
      const lines: TillLine[] = [{ text: "SHOP ONE TRADING", size: 18 }, "ITEM | ?", ...block];
      expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
    });

  const negative: { style: string; block: string[]; total: number }[] = [
    { style: "Dutch", block: ["Te betalen | 7,95", "Contant | -10,00", "Wisselgeld | 2,05"], total: 795 },
    { style: "German", block: ["SUMME | 6,05", "BAR | -10,00", "Rückgeld | 3,95"], total: 605 },
    { style: "English", block: ["TOTAL | 8.50", "CASH | -10.00", "CHANGE | 1.50"], total: 850 },
    { style: "Malaysian", block: ["Total RM Incl. of GST | 11.80", "Cash | -11.80"], total: 1180 },
  ];
  for (const { style, block, total } of negative)
    it(`when the till prints the payment with a minus (${style})`, () => {
      const lines: TillLine[] = [{ text: "SHOP ONE TRADING", size: 18 }, "ITEM | ?", ...block];
      expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
    });
});

describe("a receipt's date is sure when read twice", () => {
  it("asks to check a date read once, even beside a 'Date:' label (Malaysian)", () => {
    expect(
      readTill([
        { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 18 },
        "Date: 13/04/2017",
        "SUGAR | 2.85",
        "TOTAL | 2.85",
        "CASH | 5.00",
        "CHANGE | 2.15",
      ]),
    ).toMatchObject({ date: "2017-04-13", dateVerdict: "check" });
  });

  const numbered: { style: string; date: string; number: string; iso: string }[] = [
    { style: "Dutch", date: "Datum: 27-11-2026", number: "Bonnr. 202611270042", iso: "2026-11-27" },
    { style: "German", date: "27.11.26 14:32", number: "Beleg 2611271432001", iso: "2026-11-27" },
    { style: "English", date: "27 Nov 2026 09:12", number: "Receipt OR26112709120388", iso: "2026-11-27" },
    {
      style: "Malaysian",
      date: "18/04/2018 20:27",
      number: "Invoice No: 2018041810090010447",
      iso: "2018-04-18",
    },
  ];
  for (const { style, date, number, iso } of numbered)
    it(`is sure of a date the receipt's number repeats, not of one a digit off (${style})`, () => {
      const till = (printed: string): TillLine[] => [
        { text: "SHOP ONE TRADING", size: 18 },
        printed,
        "ITEM | 2.00",
        "TOTAL | 2.00",
        "CARD | 2.00",
        number,
      ];
      expect(readTill(till(date))).toMatchObject({ date: iso, dateVerdict: "sure" });
      // "2016" for "2018", "28" for "27": the number no longer repeats the date.
      const misread = date.replace(/27|2018/, (digits) => (digits === "27" ? "28" : "2016"));
      expect(readTill(till(misread)).dateVerdict).toBe("check");
    });
});

describe("hostile till text", () => {
  it("reads a receipt whose number runs to 20,000 digits and whose line repeats date-like tokens", () => {
    const lines: TillLine[] = [
      { text: "SHOP ONE TRADING", size: 18 },
      "Date: 27/11/2026 14:32",
      `Invoice No: ${"9".repeat(20_000)}`,
      "12/12/1212:12 ".repeat(2_000),
      // A roll long enough that the two hostile lines stick out of it rather than set its width.
      ...Array.from({ length: 20 }, () => "ITEM | 0.10"),
      "TOTAL | 2.00",
      "CASH | 2.00",
    ];
    expect(readTill(lines)).toMatchObject({ date: "2026-11-27", dateVerdict: "check", total: 200 });
  });
});
