import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** The body of a till roll under its header: an address, the sale, its total and payment. */
function roll(header: readonly TillLine[], footer: readonly TillLine[] = []): TillLine[] {
  return [
    ...header,
    "No. 3, Jalan Bunga Raya",
    "Date: 22/12/2026 14:03",
    "SUGAR 1KG | 2.85",
    "RICE 5KG | 13.07",
    "TOTAL | 15.92",
    "CASH | 20.00",
    "CHANGE | 4.08",
    ...footer,
  ];
}

const headline = (text: string): TillLine => ({ text, size: 28 });

describe("a trading name printed as the headline over its legal owner", () => {
  const shops: { style: string; name: string; owner: TillLine[] }[] = [
    {
      style: "Malaysian, owner on the next line",
      name: "MAJU STATIONERY SHOP",
      owner: ["Owned By :", "MAJU SUPPLY SDN BHD (1135772-K)"],
    },
    { style: "English, one line", name: "CORNER BOOKSHOP", owner: ["Owned by Corner Retail Ltd"] },
    { style: "Dutch", name: "KOFFIEBRANDERIJ DE ZWAAN", owner: ["Geëxploiteerd door Koffie Holding B.V."] },
    { style: "German", name: "BÄCKEREI SONNENSCHEIN", owner: ["Betrieben von Backwaren Schmidt GmbH"] },
  ];
  for (const { style, name, owner } of shops)
    it(`is the store's name, not the owner in the body's type under it (${style})`, () => {
      expect(readTill(roll([headline(name), ...owner])).supplier).toBe(name);
    });

  it("gives way to the owner when the brand is printed in the body's type (a franchise)", () => {
    const read = readTill(
      roll([{ text: "PIZZA PRONTO", size: 15 }], ["Owned by", "Pronto Food Services Sdn Bhd"]),
    );
    expect(read.supplier).toBe("Pronto Food Services Sdn Bhd");
  });

  it("gives way to the owner printed in the same large type (two names stacked, the legal one second)", () => {
    const read = readTill(
      roll([headline("MAJU STATIONERY SHOP"), "Owned By :", headline("MAJU SUPPLY SDN BHD")]),
    );
    expect(read.supplier).toBe("MAJU SUPPLY SDN BHD");
  });
});

describe("two names stacked in the header", () => {
  it("keeps a whole legal name under a brand apart: the second is the store", () => {
    const read = readTill(roll([headline("PIZZA PRONTO"), headline("Elitetrax Marketing Sdn Bhd")]));
    expect(read.supplier).toBe("Elitetrax Marketing Sdn Bhd");
  });
});

describe("a receipt whose header holds no readable store name", () => {
  it("names no store rather than its address (the name's line unreadable, 'TAMAN BERKELEY' under it)", () => {
    const header = [
      "77 QUICK MART 5/5 (512345 Xi",
      "LOT P.T. 2811, JALAN ANGSA,",
      "TAMAN BERKELEY",
      "41150 KLANG, SELANGOR",
    ];
    expect(readTill(roll(header)).supplier).toBeUndefined();
  });

  it("names no store rather than a logo's specks read as letters", () => {
    expect(readTill(roll(["Ee ii", "MAIN STREET MALL", "Unit 4, 12 High Street"])).supplier).toBeUndefined();
  });

  it("still names the store the invoice rules read from the footer's legal line (Dutch)", () => {
    const read = readTill([
      "27-11-2026 14:32 Kassa 2",
      "Brood | 4,25",
      "Koffie | 8,47",
      "TOTAAL | 12,72",
      "PIN | 12,72",
      "Bakkerij Jansen B.V. KvK 12345678 BTW NL001234567B01",
    ]);
    expect(read.supplier).toBe("Bakkerij Jansen B.V.");
  });
});
