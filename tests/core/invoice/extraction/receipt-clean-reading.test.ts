import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** Tesseract's confidence in a word it read cleanly, and in one it hesitated over. */
const CLEAN = 93;

/** A till receipt under `header` (the store's name and what OCR made of it), the sale dated `stamp`. */
function till(
  header: readonly TillLine[],
  stamp: TillLine = "Date: 22/12/2026",
  more: TillLine[] = [],
): TillLine[] {
  return [
    ...header,
    { text: "No. 3, Jalan Bunga Raya", confidence: CLEAN },
    stamp,
    "SUGAR 1KG | 2.85",
    "RICE 5KG | 13.07",
    "TOTAL | 15.92",
    ...more,
    "Thank you, please come again",
  ];
}

const name = (text: string, more: Partial<Exclude<TillLine, string>> = {}): TillLine => ({
  text,
  size: 18,
  confidence: CLEAN,
  ...more,
});

describe("a store's name read cleanly once is sure", () => {
  const names: { style: string; text: string }[] = [
    { style: "Malaysian", text: "KEDAI RUNCIT MAKMUR SDN BHD" },
    { style: "Malaysian sole trader", text: "Esjay Fuel Enterprise" },
    { style: "Dutch", text: "Bakkerij Jansen B.V." },
    { style: "German", text: "Getränke Müller GmbH" },
    { style: "English", text: "Corner Grocers Limited" },
  ];
  for (const { style, text } of names)
    it(`with a legal form, every word read at high confidence (${style})`, () => {
      expect(readTill(till([name(text)]))).toMatchObject({ supplier: text, supplierVerdict: "sure" });
    });
});

describe("a store's name read once stays a check", () => {
  it("when OCR hesitated over one of its words", () => {
    const read = readTill(till([name("KEDAI RUNCIT MAKMUR SDN BHD", { doubtful: ["RUNCIT"] })]));
    expect(read).toMatchObject({ supplier: "KEDAI RUNCIT MAKMUR SDN BHD", supplierVerdict: "check" });
  });

  it("when a word is three letters or fewer: one misread letter makes another word ('CNE' for 'ONE')", () => {
    const read = readTill(till([name("CNE ONE THREE SEAFOOD RESTAURANT SDN BHD")]));
    expect(read).toMatchObject({
      supplier: "CNE ONE THREE SEAFOOD RESTAURANT SDN BHD",
      supplierVerdict: "check",
    });
    expect(readTill(till([name("GARDENIA BAKERIES (KI) SDN BHD")])).supplierVerdict).toBe("check");
  });

  it("without a legal form (an address or a sentence can be read cleanly too)", () => {
    expect(readTill(till([name("KEDAI RUNCIT MAKMUR")])).supplierVerdict).toBe("check");
  });

  it("when its legal form was read back from an OCR slip ('SON BAD')", () => {
    const read = readTill(till([name("KEDAI RUNCIT MAKMUR SON BAD")]));
    expect(read).toMatchObject({ supplier: "KEDAI RUNCIT MAKMUR SDN BHD", supplierVerdict: "check" });
  });

  it("when it is a franchise's legal owner under its trading name", () => {
    const header = [
      name("SANYU STATIONERY SHOP"),
      name("Owned By :", { size: 14 }),
      name("SANYU SUPPLY SDN BHD"),
    ];
    expect(readTill(till(header)).supplierVerdict).toBe("check");
  });

  it("when it is a member's or customer's company in the header, not the store", () => {
    const header = [name("Member: BINTANG TRADING SDN BHD", { size: 14 })];
    const read = readTill(till(header));
    expect(read.supplier).toContain("BINTANG TRADING SDN BHD");
    expect(read.supplierVerdict).toBe("check");
  });

  it("on a text layer, which gives no confidence", () => {
    expect(readTill(till([{ text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 18 }])).supplierVerdict).toBe("check");
  });
});

describe("a receipt's one date read cleanly is sure", () => {
  const stamps: { style: string; stamp: string; iso: string }[] = [
    { style: "Malaysian, labelled", stamp: "Doc No CS00012727 Date: 13/01/2026", iso: "2026-01-13" },
    { style: "Malaysian, with the time", stamp: "CB#: 398313 23/03/2026 3:13:19", iso: "2026-03-23" },
    { style: "Dutch", stamp: "Datum: 27-11-2026", iso: "2026-11-27" },
    { style: "German", stamp: "27.11.2026 14:32 Bon 0815", iso: "2026-11-27" },
    { style: "English, month name", stamp: "28 Mar 2026 18:32:36", iso: "2026-03-28" },
  ];
  for (const { style, stamp, iso } of stamps)
    it(`with a four-digit year, a label or a time, read at high confidence (${style})`, () => {
      const read = readTill(till([name("KEDAI RUNCIT MAKMUR")], { text: stamp, confidence: CLEAN }));
      expect(read).toMatchObject({ date: iso, dateVerdict: "sure" });
    });
});

describe("a receipt's date read once stays a check", () => {
  const header = [name("KEDAI RUNCIT MAKMUR")];

  it("when OCR hesitated over the date's digits", () => {
    const read = readTill(
      till(header, { text: "Date: 13/04/2026", confidence: CLEAN, doubtful: ["13/04/2026"] }),
    );
    expect(read).toMatchObject({ date: "2026-04-13", dateVerdict: "check" });
  });

  it("with a two-digit year (any misread year is a year: '17-06-13' for 2018)", () => {
    const read = readTill(till(header, { text: "17-06-26 12:50 SHO1 ZJ42", confidence: CLEAN }));
    expect(read).toMatchObject({ date: "2026-06-17", dateVerdict: "check" });
  });

  it("with neither a label nor a time beside it", () => {
    const read = readTill(till(header, { text: "Ref 569319 17/02/2026", confidence: CLEAN }));
    expect(read.dateVerdict).toBe("check");
  });

  it("when the receipt's number holds its day and month with another year (a year misread)", () => {
    const stamp = { text: "18/04/2024 20:27 1009 001", confidence: CLEAN };
    const read = readTill(
      till(header, stamp, [{ text: "Invoice No: 2026041810090010447", confidence: CLEAN }]),
    );
    expect(read).toMatchObject({ date: "2024-04-18", dateVerdict: "check" });
  });

  it("when another date on the receipt differs", () => {
    const stamp = { text: "Date: 19/03/2026", confidence: CLEAN };
    const read = readTill(till(header, stamp, [{ text: "Printed 18/03/2026", confidence: CLEAN }]));
    expect(read).toMatchObject({ date: "2026-03-19", dateVerdict: "check" });
  });
});

describe("hostile clean readings", () => {
  it("reads a date at the end of a line of 5,000 words in time, and still as sure", () => {
    const stamp = { text: `${"ITEM ".repeat(5000)}Date: 22/12/2026`, confidence: CLEAN };
    const read = readTill(
      till(
        [name("KEDAI RUNCIT MAKMUR")],
        stamp,
        Array.from({ length: 20 }, () => "ITEM | 0.10"),
      ),
    );
    expect(read).toMatchObject({ date: "2026-12-22", dateVerdict: "sure" });
  });
});
