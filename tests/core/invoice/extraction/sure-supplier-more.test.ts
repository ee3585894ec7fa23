import { describe, expect, it } from "vitest";
import { column, reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/**
 * Issue 28, a larger sure share: four more ways a page confirms its supplier (ADR 317), each beside
 * the reading it must not confirm.
 */

const BODY: PlacedRow[] = [
  { y: 190, height: 15, cells: [[40, "Lasku 2026-118"]] },
  { y: 214, height: 9, cells: [[40, "Laskun numero: 2026-118"]] },
  ...column(260, 40, ["Suunnittelu marraskuu", "Verkkosivujen ylläpito", "Yhteensä"]),
];

describe("a footer in columns: the company's name, then its id in another column", () => {
  const footer: PlacedRow = {
    y: 780,
    height: 7,
    cells: [
      [40, "Koivu Design Oy"],
      [160, "Y-tunnus 2345678-0"],
      [260, "ALV-tunnus FI23456780"],
    ],
  };
  const page: PlacedRow[] = [{ y: 36, height: 20, cells: [[40, "Koivu Design Oy"]] }, ...BODY, footer];

  it("makes the name sure", () => {
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Koivu Design Oy", "Koivu Design Oy"),
      supplierVatId: reading(page, "FI23456780", "FI23456780"),
    });
    expect(verdicts.supplierName).toBe("sure");
  });

  it("stays to check when the line is body type (the window's first line beside the info block's id)", () => {
    const body: PlacedRow[] = [
      ...BODY,
      {
        y: 120,
        height: 9,
        cells: [
          [40, "Tampereen Leipomo Oy"],
          [340, "ALV-tunnus FI23456780"],
        ],
      },
      ...column(134, 40, ["Hämeenkatu 5", "33100 Tampere"]),
    ];
    const verdicts = verdictsOf(body, {
      supplierName: reading(body, "Tampereen Leipomo Oy", "Tampereen Leipomo Oy"),
      supplierVatId: reading(body, "FI23456780", "FI23456780"),
    });
    expect(verdicts.supplierName).toBe("check");
  });

  it("stays to check when another column of the footer names another company (a payment provider)", () => {
    const banked: PlacedRow[] = [
      ...page.slice(0, -1),
      { ...footer, cells: [...footer.cells, [400, "Maksut: Paytrail Oyj"]] },
    ];
    const verdicts = verdictsOf(banked, {
      supplierName: reading(banked, "Koivu Design Oy", "Koivu Design Oy"),
      supplierVatId: reading(banked, "FI23456780", "FI23456780"),
    });
    expect(verdicts.supplierName).toBe("check");
  });
});

describe("the national number printed inside the VAT id, in the sender's block", () => {
  it("confirms the company that heads the block (a Danish CVR number under the name)", () => {
    const page: PlacedRow[] = [
      { y: 36, height: 18, cells: [[40, "Vestkyst VVS ApS"]] },
      { y: 58, height: 9, cells: [[40, "Havnevej 3, 6700 Esbjerg · CVR 31245672"]] },
      { y: 160, height: 15, cells: [[40, "Faktura nr. 7712"]] },
    ];
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Vestkyst VVS ApS", "Vestkyst VVS ApS"),
      supplierVatId: { value: "DK31245672", confidence: 0.85, source: null },
    });
    expect(verdicts.supplierName).toBe("sure");
  });
});

describe("the VAT id in the letterhead's own block", () => {
  /** The issuer in large type with its id below; the customer's block under "Spett.le" with its own id. */
  const page: PlacedRow[] = [
    { y: 36, height: 20, cells: [[40, "Tipografia Rossi S.r.l."]] },
    ...column(60, 40, ["Via Garibaldi 45, 10122 Torino", "P.IVA IT01234567897"]),
    ...column(110, 340, [
      "Spett.le",
      "Caffè Bianchi S.n.c.",
      "Corso Vittorio 8, 20121 Milano",
      "P.IVA IT09876543217",
    ]),
    { y: 180, height: 15, cells: [[40, "Fattura n. 147/2026"]] },
  ];

  it("is the supplier's although the customer's id is printed too, and confirms the letterhead's name", () => {
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Tipografia Rossi S.r.l.", "Tipografia Rossi S.r.l."),
      supplierVatId: reading(page, "IT01234567897", "IT01234567897"),
      customerVatId: null,
    });
    expect(verdicts.supplierVatId).toBe("sure");
    expect(verdicts.supplierName).toBe("sure");
  });

  it("leaves the customer's id read as the supplier's to check", () => {
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Tipografia Rossi S.r.l.", "Tipografia Rossi S.r.l."),
      supplierVatId: reading(page, "IT09876543217", "IT09876543217"),
      customerVatId: null,
    });
    expect(verdicts.supplierVatId).toBe("check");
  });

  it("stays to check when the name is not the page's tallest type (a title prints taller)", () => {
    const titled = page.map((row) => (row.y === 180 ? { ...row, height: 24 } : row));
    const verdicts = verdictsOf(titled, {
      supplierName: reading(titled, "Tipografia Rossi S.r.l.", "Tipografia Rossi S.r.l."),
      supplierVatId: reading(titled, "IT01234567897", "IT01234567897"),
      customerVatId: null,
    });
    expect(verdicts.supplierVatId).toBe("check");
  });
});

describe("a legal form written with lower-case words", () => {
  it("is no kerning gap: 'Sp. z o.o.' under the seller's label with its NIP is sure", () => {
    const page: PlacedRow[] = [
      { y: 36, height: 16, cells: [[40, "Faktura VAT nr FV/2026/11/0147"]] },
      {
        y: 110,
        height: 9,
        cells: [
          [40, "Sprzedawca:"],
          [300, "Nabywca:"],
        ],
      },
      {
        y: 122,
        height: 9,
        cells: [
          [40, "Wisła Serwis Sp. z o.o."],
          [300, "Zielony Ogród Sp. z o.o."],
        ],
      },
      {
        y: 134,
        height: 9,
        cells: [
          [40, "ul. Długa 14, 31-147 Kraków"],
          [300, "ul. Polna 3, 00-625 Warszawa"],
        ],
      },
      {
        y: 146,
        height: 9,
        cells: [
          [40, "NIP: PL6762481231"],
          [300, "NIP: 5213456784"],
        ],
      },
    ];
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Wisła Serwis Sp. z o.o.", "Wisła Serwis Sp. z o.o."),
      supplierVatId: reading(page, "PL6762481231", "PL6762481231"),
    });
    expect(verdicts.supplierName).toBe("sure");
    expect(verdicts.supplierVatId).toBe("sure");
  });
});
