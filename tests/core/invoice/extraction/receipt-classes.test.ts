import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

const read = readTill;

/** Item lines that make a roll long enough for a stray line or two to be a small share of it. */
function items(count: number, price: string): TillLine[] {
  return Array.from({ length: count }, (_, index) => `ITEM ${index + 1} | ${price}`);
}

describe("a till roll with something printed beside it", () => {
  // A laser printer's error message and a speck far right of the roll: the roll is still 40 characters wide.
  const stray: TillLine[] = [
    { text: "PCL XL error", x: 700 },
    { text: "Warning: IllegalMediaSource", x: 700 },
  ];
  const cases: { style: string; lines: TillLine[]; expected: { supplier: string; total: number } }[] = [
    {
      style: "Dutch",
      lines: [
        ...stray,
        { text: "Welkom bij", size: 14 },
        { text: "BAKKERIJ DE KORENAAR B.V.", size: 20 },
        "Molenstraat 12, 1234 AB Ergenshuizen",
        ...items(14, "1,00"),
        "TOTAAL | 14,00",
        "Contant | 20,00",
        "Wisselgeld | 6,00",
      ],
      expected: { supplier: "BAKKERIJ DE KORENAAR B.V.", total: 1400 },
    },
    {
      style: "German",
      lines: [
        ...stray,
        { text: "Backstube Sonnenschein GmbH", size: 20 },
        "Lindenallee 7, 12345 Musterstadt",
        ...items(14, "1,00"),
        "SUMME EUR | 14,00",
        "Gegeben BAR | 20,00",
        "Rückgeld | 6,00",
      ],
      expected: { supplier: "Backstube Sonnenschein GmbH", total: 1400 },
    },
    {
      style: "English",
      lines: [
        ...stray,
        { text: "RECEIPT", size: 14 },
        { text: "THE CORNER DELI LTD", size: 20 },
        "14 High Street, Smalltown",
        ...items(14, "1.00"),
        "TOTAL | 14.00",
        "CASH | 20.00",
        "CHANGE | 6.00",
      ],
      expected: { supplier: "THE CORNER DELI LTD", total: 1400 },
    },
    {
      style: "Malaysian",
      lines: [
        ...stray,
        { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 20 },
        "(123456-X)",
        ...items(14, "1.00"),
        "Nett Total: | RM14.00",
        "CASH | RM20.00",
        "Change | RM6.00",
      ],
      expected: { supplier: "KEDAI RUNCIT MAKMUR SDN BHD", total: 1400 },
    },
  ];
  for (const { style, lines, expected } of cases)
    it(`is read as a till receipt (${style})`, () => {
      expect(read(lines)).toMatchObject(expected);
    });
});

describe("a sale date run into the time of sale", () => {
  const cases: { style: string; line: string; date: string }[] = [
    { style: "Dutch", line: "27-11-2614:32 Kassa 2", date: "2026-11-27" },
    { style: "German", line: "27.11.2614:32 Bon-Nr. 4711", date: "2026-11-27" },
    { style: "English", line: "27/11/202609:12 Till 3", date: "2026-11-27" },
    { style: "Malaysian", line: "Date:27/11/201814:32:01", date: "2018-11-27" },
  ];
  for (const { style, line, date } of cases)
    it(`reads the date, not a year with the hour glued on (${style})`, () => {
      expect(
        read([{ text: "SHOP ONE TRADING", size: 18 }, "ITEM | 2.00", "TOTAL | 2.00", "CASH | 2.00", line])
          .date,
      ).toBe(date);
    });
});
