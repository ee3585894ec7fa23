import { describe, expect, it } from "vitest";
import { repairReceiptAmounts } from "../../../../core/invoice/extraction/receipt-amounts";
import { repairTillLabels } from "../../../../core/invoice/extraction/receipt-labels";
import { readTill, type TillLine } from "./receipt-words";

const read = readTill;

describe("store names wrapped, prefixed or trailed by specks", () => {
  it("does not join a line that ends in 'en' inside a word (CHICKEN) to the legal name under it", () => {
    expect(
      read([
        { text: "PERI-PERI CHICKEN", size: 16 },
        { text: "Ayam Goreng Malaysia Sdn Bhd", size: 14 },
        "Lot 5, Jalan Contoh, 50000 Kuala Lumpur",
        "27/11/2026 18:32",
        "1 Quarter Chicken | 17.90",
        "TOTAL | 17.90",
        "CASH | 20.00",
        "CHANGE | 2.10",
      ]).supplier,
    ).toBe("Ayam Goreng Malaysia Sdn Bhd");
  });
  it("joins a Dutch name whose second line opens with '&'", () => {
    expect(
      read([
        { text: "BAKKERIJ HENDRIKSEN", size: 18 },
        { text: "& ZONEN B.V.", size: 18 },
        "Dorpsstraat 4, 1234 AB Ergens",
        "Brood | 3,45",
        "TOTAAL | 3,45",
        "PIN | 3,45",
      ]).supplier,
    ).toBe("BAKKERIJ HENDRIKSEN & ZONEN B.V.");
  });
  it("drops 'Own by.' before the legal owner's name in the header", () => {
    expect(
      read([
        { text: "GOLDEN WOK", size: 20 },
        { text: "OWN BY. WOK MASTER SDN BHD", size: 14 },
        "CO. NO. 123456-A",
        "Date: 27/11/2026",
        "FRIED RICE | 12.00",
        "TOTAL | 12.00",
        "CASH | 12.00",
      ]).supplier,
    ).toBe("WOK MASTER SDN BHD");
  });
  it("cuts specks a logo left after the legal form, keeps a real word after it", () => {
    const till = (name: string): TillLine[] => [
      { text: name, size: 18 },
      "Marktplatz 1, 12345 Musterstadt",
      "Brezel | 4,20",
      "SUMME | 4,20",
      "BAR | 5,00",
    ];
    expect(read(till("Brotzeit Müller GmbH [tm L 7°")).supplier).toBe("Brotzeit Müller GmbH");
    expect(read(till("KEDAI JAYA SDN BHD (KEPONG)")).supplier).toBe("KEDAI JAYA SDN BHD (KEPONG)");
  });
});

describe("till labels and amounts as OCR misreads them", () => {
  it("reads a label one letter off back, never a shorter word that is another word", () => {
    expect(repairTillLabels("[JTL ROUNUED RM 8.10")).toBe("[JTL ROUNDED RM 8.10");
    expect(repairTillLabels("FJUNDINS ACJUSTMENT")).toBe("FJUNDINS ADJUSTMENT");
    expect(repairTillLabels("Afrondinq")).toBe("afronding");
    // "CHARGE" is one letter from "CHANGE": too short to repair.
    expect(repairTillLabels("DELIVERY CHARGE 4.00")).toBe("DELIVERY CHARGE 4.00");
  });
  it("takes the rounded total whose label OCR garbled over the cash handed over (English)", () => {
    expect(
      read([
        { text: "HARDWARE CORNER LTD", size: 18 },
        "Screws | 8.11",
        "TATE: INCL. GST | RM 8.11",
        "ROUNDING ACJUSTMENT | -RM 0.01",
        "[JTL ROUNUED | RM 8.10",
        "CASH | RM 50.00",
      ]).total,
    ).toBe(810);
  });
  it("applies a rounding printed without its units' zero and with Z for 2 (Malaysian)", () => {
    expect(repairReceiptAmounts("Rounding Adjustment RM -.0Z")).toBe("Rounding Adjustment RM -0.02");
    expect(
      read([
        { text: "KEDAI RUNCIT ENTERPRISE", size: 18 },
        "SUGAR | 177.22",
        "Total sale (Inclusive GST) | RM 177.22",
        "Rounding Adjustment | RM -.0Z",
      ]).total,
    ).toBe(17720);
  });
  it("falls back on the subtotal when no total and no payment was read, as a value to check (German)", () => {
    expect(
      read([
        { text: "Imbiss Sonne GmbH", size: 18 },
        "27.11.26 12:10",
        "Currywurst | 4,50",
        "Zwischensumme | 4,50",
        "Vielen Dank",
      ]),
    ).toMatchObject({ total: 450, totalVerdict: "check" });
  });
});

describe("sure or check on a till receipt", () => {
  const paidInCash: TillLine[] = [
    { text: "RESTORAN SELERA SDN BHD", size: 18 },
    "Date: 05/11/2026",
    "NASI LEMAK | 12.50",
    "TOTAL | 12.50",
    "CASH | 20.00",
    "CHANGE | 7.50",
  ];
  it("is sure of a total that equals the cash less the change", () => {
    expect(read(paidInCash).totalVerdict).toBe("sure");
  });
  it("is sure of a total a card paid exactly (Dutch), not of one the change contradicts", () => {
    expect(
      read([{ text: "SLAGERIJ DE OS", size: 18 }, "Gehakt | 6,20", "TOTAAL | 6,20", "PIN | 6,20"])
        .totalVerdict,
    ).toBe("sure");
    const misread = paidInCash.map((line) => (line === "CHANGE | 7.50" ? "CHANGE | 2.50" : line));
    expect(read(misread).totalVerdict).toBe("check");
  });
  it("asks to check a total read only from the payment: one reading is no agreement", () => {
    expect(
      // The bread's price is unreadable, so the items do not confirm the card payment either.
      read([{ text: "QUICK MART", size: 18 }, "Jalan Contoh 1", "Milk | 1.10", "Bread | 2.O", "CARD | 3.10"]),
    ).toMatchObject({
      total: 310,
      totalVerdict: "check",
    });
  });
  it("is sure of a store name read alike in the header and the footer, asks to check one printed once", () => {
    const till = (footer: string): TillLine[] => [
      { text: "DROGISTERIJ DE LINDE", size: 18 },
      "Lindelaan 3, 1234 AB Ergens",
      "Tandpasta | 2,49",
      "TOTAAL | 2,49",
      "PIN | 2,49",
      footer,
    ];
    expect(read(till("Bedankt voor uw bezoek aan Drogisterij De Linde"))).toMatchObject({
      supplier: "DROGISTERIJ DE LINDE",
      supplierVerdict: "sure",
    });
    expect(read(till("Bedankt voor uw bezoek"))).toMatchObject({
      supplier: "DROGISTERIJ DE LINDE",
      supplierVerdict: "check",
    });
  });
  it("is sure of a sale date printed twice alike, asks to check one printed once", () => {
    const twice = read([
      { text: "BÄCKEREI KORN", size: 18 },
      "Kasse 2 Bon 17 04.11.26",
      "Brezel | 0,95",
      "SUMME | 0,95",
      "BAR | 1,00",
      "Rückgeld | 0,05",
      "04.11.26 08:12 Bon 17",
    ]);
    expect(twice).toMatchObject({ date: "2026-11-04", dateVerdict: "sure" });
    const once = read([
      { text: "BÄCKEREI KORN", size: 18 },
      "Brezel | 0,95",
      "SUMME | 0,95",
      "BAR | 1,00",
      "04.11.26 08:12 Bon 17",
    ]);
    expect(once).toMatchObject({ date: "2026-11-04", dateVerdict: "check" });
  });
});
