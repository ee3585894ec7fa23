import { describe, expect, it } from "vitest";
import { repairLegalFormSlips } from "../../../../core/invoice/extraction/receipt-legal-form";
import { readTill, type TillLine } from "./receipt-words";

/** A till roll under a store name in large type; the body is the same in every case. */
function tillUnder(header: readonly TillLine[], body: readonly TillLine[]): TillLine[] {
  return [...header, ...body];
}

const MALAYSIAN_BODY: TillLine[] = [
  "Lot 5, Jalan Contoh, 50000 Kuala Lumpur",
  "27/11/2026 18:32",
  "NASI LEMAK | 8.50",
  "TOTAL | 8.50",
  "CASH | 10.00",
  "CHANGE | 1.50",
];

describe("a store's legal form read back from one OCR slip", () => {
  it.each([
    ["KEDAI MAJU (M) SON BAD", "KEDAI MAJU (M) SDN BHD"],
    ["ROTI EMAS (KL) SDN BUD", "ROTI EMAS (KL) SDN BHD"],
    ["Kedai Runcit Sdn.Ehd", "Kedai Runcit Sdn.Bhd"],
    ["WOK MASTER SON HD", "WOK MASTER SDN BHD"],
  ])("reads the Malaysian 'Sdn Bhd' in '%s' as printed", (printed, name) => {
    expect(readTill(tillUnder([{ text: printed, size: 20 }], MALAYSIAN_BODY)).supplier).toBe(name);
  });

  it("reads 'S/B' whose S was taken for a 5, after a name", () => {
    expect(readTill(tillUnder([{ text: "77 MINI MART 5/B", size: 20 }], MALAYSIAN_BODY)).supplier).toBe(
      "77 MINI MART S/B",
    );
  });

  it("reads a Dutch B.V. with its B read as an 8", () => {
    const lines: TillLine[] = [
      { text: "Bakkerij Jansen 8.V.", size: 20 },
      "Dorpsstraat 4, 1234 AB Ergens",
      "27-11-2026 14:32",
      "Bruin brood | 3,45",
      "TOTAAL | 3,45",
      "PIN | 3,45",
    ];
    expect(readTill(lines).supplier).toBe("Bakkerij Jansen B.V.");
  });

  it("reads a German GmbH with its m read as 'rn'", () => {
    const lines: TillLine[] = [
      { text: "Brotzeit Müller GrnbH", size: 20 },
      "Marktplatz 1, 12345 Musterstadt",
      "27.11.26 14:32",
      "Brezel | 4,20",
      "SUMME | 4,20",
      "BAR | 5,00",
      "Rückgeld | 0,80",
    ];
    expect(readTill(lines).supplier).toBe("Brotzeit Müller GmbH");
  });

  it("leaves words that only look like a legal form, and words that are not at the end of a name", () => {
    expect(repairLegalFormSlips("TROPICAL SUN BED")).toBe("TROPICAL SUN BED");
    expect(repairLegalFormSlips("JOHNSON & SON")).toBe("JOHNSON & SON");
    expect(repairLegalFormSlips("KEDAI SON 123")).toBe("KEDAI SON 123");
    expect(repairLegalFormSlips("Gasthof Gold")).toBe("Gasthof Gold");
    expect(repairLegalFormSlips("The 8.V. Lounge")).toBe("The 8.V. Lounge");
  });
});

describe("a name wrapped before its legal form and the region it is registered in", () => {
  it("joins 'CO. (M) SDN BHD' on its own line to the name above (Malaysian)", () => {
    const header: TillLine[] = [
      { text: "GOLDEN PAGES BOOK", size: 20 },
      { text: "CO. (M) SDN BHD", size: 20 },
      "(Co. No. 123456-A)",
    ];
    expect(readTill(tillUnder(header, MALAYSIAN_BODY)).supplier).toBe("GOLDEN PAGES BOOK CO. (M) SDN BHD");
  });

  it("never takes a legal form alone for the store's name (English, German)", () => {
    const english = (legalFormSize: number): TillLine[] => [
      { text: "HIGHLAND SHORTBREAD", size: 20 },
      { text: "LTD", size: legalFormSize },
      "12 High Street, Inverness",
      "27/11/2026 09:12",
      "Shortbread | 3.20",
      "TOTAL | 3.20",
      "CARD | 3.20",
    ];
    expect(readTill(english(20)).supplier).toBe("HIGHLAND SHORTBREAD LTD");
    // In small type under the name it is not read as part of it, and still is no name of its own.
    expect(readTill(english(12)).supplier).toBe("HIGHLAND SHORTBREAD");
    const german: TillLine[] = [
      { text: "Bäckerei Sonnenschein", size: 20 },
      { text: "GmbH & Co. KG", size: 20 },
      "Marktplatz 1, 12345 Musterstadt",
      "27.11.26 14:32",
      "Brezel | 4,20",
      "SUMME | 4,20",
      "BAR | 5,00",
    ];
    expect(readTill(german).supplier).toBe("Bäckerei Sonnenschein GmbH & Co. KG");
  });
});

describe("hostile and oversized till text", () => {
  it("reads back legal forms in very long or repetitive lines without changing anything else", () => {
    const repeated = "SON ".repeat(20_000);
    expect(repairLegalFormSlips(repeated)).toBe(repeated);
    const spaced = `a${" ".repeat(100_000)}GrnbH`;
    expect(repairLegalFormSlips(spaced)).toBe(spaced);
    expect(repairLegalFormSlips("S".repeat(100_000))).toBe("S".repeat(100_000));
  });

  it("reads a roll of thousands of rate and payment lines to one total", () => {
    const lines: TillLine[] = [
      { text: "KEDAI MAJU SDN BHD", size: 20 },
      "27/11/2026 18:32",
      ...Array.from({ length: 2_000 }, (_, index): TillLine => `Total ${index % 90}% supplies | 1.00`),
      "Rounding",
      ...Array.from({ length: 1_000 }, (): TillLine => "CARD | 2.05"),
      "TOTAL PAYABLE | 2.03",
    ];
    const read = readTill(lines);
    expect(read.total).toBeGreaterThan(0);
    expect(read.totalVerdict).toBe("check");
  });
});
