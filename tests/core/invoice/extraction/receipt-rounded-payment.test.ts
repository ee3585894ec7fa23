import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** A receipt whose rounding line is printed but its amount unreadable ("RM 02", "-,0Z"). */
const cases: { style: string; lines: TillLine[]; total: number }[] = [
  {
    style: "Malaysian",
    lines: [
      { text: "KEDAI MAJU SDN BHD", size: 20 },
      "27/11/2026 18:32",
      "SUSU SEGAR 1L | RM12.70",
      "ROTI GARDENIA | RM164.52",
      "Total sales (Inclusive GST) | RM 177.22",
      "Roundirg Adjustment RM 02",
      "CREDIT | RM 177.20",
    ],
    total: 17720,
  },
  {
    style: "Dutch",
    lines: [
      { text: "SLAGERIJ DE OS", size: 20 },
      "27-11-2026 14:32",
      "Gehakt 500 g | 6,20",
      "Rookworst | 6,14",
      "TOTAAL | 12,34",
      "Afronding -,0Z",
      "CONTANT | 12,35",
    ],
    total: 1235,
  },
  {
    style: "Swiss German",
    lines: [
      { text: "Bäckerei Sonnenschein AG", size: 20 },
      "27.11.26 14:32",
      "Zopf | 5,80",
      "Gipfeli | 3,18",
      "SUMME CHF | 8,98",
      "Rundung",
      "BAR | 9,00",
    ],
    total: 900,
  },
];

describe("a rounding printed but unreadable: the exact payment under it is the total", () => {
  it.each(cases)("takes the rounded payment on a $style receipt", ({ lines, total }) => {
    expect(readTill(lines).total).toBe(total);
  });

  it("keeps the labelled total when change was given, or when no rounding line is printed (English)", () => {
    const till = (extra: TillLine[]): TillLine[] => [
      { text: "THE CORNER DELI LTD", size: 20 },
      "27 Nov 2026 09:12",
      "Flat white | 3.20",
      "Croissant | 5.02",
      "TOTAL | 8.22",
      ...extra,
    ];
    expect(readTill(till(["Rounding", "CASH | 10.00", "CHANGE | 1.80"])).total).toBe(822);
    expect(readTill(till(["CARD | 8.20"])).total).toBe(822);
  });
});

describe("a rounding printed but unreadable, the exact payment under it: the total is sure", () => {
  it.each(cases)("the labelled total rounded to 5 cents is what was paid ($style)", ({ lines, total }) => {
    expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
  });

  it("stays a check when the payment is not the labelled total rounded to 5 cents (177.22 paid as 177.25)", () => {
    const lines = (cases[0]?.lines ?? []).map((line) =>
      line === "CREDIT | RM 177.20" ? "CREDIT | RM 177.25" : line,
    );
    expect(readTill(lines)).toMatchObject({ total: 17725, totalVerdict: "check" });
  });
});
