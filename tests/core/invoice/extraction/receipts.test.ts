import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import { repairReceiptAmounts } from "../../../../core/invoice/extraction/receipt-amounts";
import { findReceiptDates } from "../../../../core/invoice/extraction/receipt-date";
import { looksLikeReceipt } from "../../../../core/invoice/extraction/receipt-detect";
import { receiptFrom, type TillLine } from "./receipt-words";
import { documentFrom } from "./words";

function read(lines: readonly TillLine[]): { supplier?: string; date?: string; total?: number } {
  const { fields } = extractInvoice(receiptFrom(lines), "ocr");
  return {
    ...(fields.supplierName ? { supplier: fields.supplierName.value } : {}),
    ...(fields.invoiceDate ? { date: fields.invoiceDate.value } : {}),
    ...(fields.totalCents ? { total: fields.totalCents.value } : {}),
  };
}

describe("till receipts: Dutch", () => {
  it("reads the store, the till date with its time and the total paid by PIN", () => {
    expect(
      read([
        { text: "Welkom bij", size: 14 },
        { text: "BAKKERIJ DE KORENAAR B.V.", size: 22 },
        "Molenstraat 12",
        "1234 AB Ergenshuizen",
        "Tel. 012-3456789",
        "BTW NL001234567B01",
        "Volkorenbrood | 3,45",
        "2 x Krentenbol 0,60 | 1,20",
        "TOTAAL | 4,65",
        "PIN | 4,65",
        "27-11-2026 14:32 Kassa 2",
        "Bedankt en tot ziens",
      ]),
    ).toEqual({ supplier: "BAKKERIJ DE KORENAAR B.V.", date: "2026-11-27", total: 465 });
  });
  it("takes the rounded amount to pay over the subtotal before the rounding", () => {
    expect(
      read([
        { text: "VISHANDEL HET ANKER", size: 20 },
        "Havenweg 3, 9999 ZZ Zeedorp",
        "Kibbeling | 7,98",
        "Subtotaal | 7,98",
        "Afronding | -0,03",
        "Te betalen | 7,95",
        "Contant | 10,00",
        "Wisselgeld | 2,05",
        "Datum: 27-11-2026",
      ]).total,
    ).toBe(795);
  });
});

describe("till receipts: German", () => {
  it("reads SUMME, never the cash given or the change, and a 2-digit-year date with time", () => {
    expect(
      read([
        { text: "Backstube Sonnenschein GmbH", size: 20 },
        "Lindenallee 7",
        "12345 Musterstadt",
        "St.-Nr. 12/345/67890",
        "Roggenbrot 1 x | 3,20",
        "Brezel 3 x 0,95 | 2,85",
        "SUMME EUR | 6,05",
        "Gegeben BAR | 10,00",
        "Rückgeld | 3,95",
        "27.11.26 14:32 Bon-Nr. 4711",
      ]),
    ).toEqual({ supplier: "Backstube Sonnenschein GmbH", date: "2026-11-27", total: 605 });
  });
  it("takes ZU ZAHLEN when a line above sums the items", () => {
    expect(
      read([
        { text: "Getränkemarkt Quelle", size: 18 },
        "Wasser 6 x 0,49 | 2,94",
        "Pfand 6 x 0,25 | 1,50",
        "Zwischensumme | 4,44",
        "ZU ZAHLEN | 4,44",
        "BAR | 5,00",
        "Rückgeld | 0,56",
      ]).total,
    ).toBe(444);
  });
});

describe("till receipts: English", () => {
  it("reads TOTAL over a unit price, the cash tendered and the change", () => {
    expect(
      read([
        { text: "RECEIPT", size: 14 },
        { text: "THE CORNER DELI LTD", size: 20 },
        "14 High Street, Smalltown",
        "VAT No GB123456789",
        "2 x Flat white @ 3.20 | 6.40",
        "Croissant | 2.10",
        "TOTAL | 8.50",
        "CASH | 10.00",
        "CHANGE | 1.50",
        "27 Nov 2026 09:12",
      ]),
    ).toEqual({ supplier: "THE CORNER DELI LTD", date: "2026-11-27", total: 850 });
  });
  it("passes over an expiry date and reads an 8-digit sale date", () => {
    expect(
      read([
        { text: "QUICK MART", size: 20 },
        "Voucher valid until 31/12/2026",
        "Milk | 1.10",
        "TOTAL | 1.10",
        "CARD | 1.10",
        "20261127 1832",
      ]).date,
    ).toBe("2026-11-27");
  });
});

describe("till receipts: Malaysian style", () => {
  it("joins a name wrapped before SDN. BHD., skips the registration and title lines, reads the rounded total", () => {
    expect(
      read([
        { text: "KEDAI RUNCIT MAKMUR JAYA", size: 18 },
        { text: "SDN. BHD.", size: 18 },
        "(123456-X)",
        "NO. 1, JALAN CONTOH 3/2,",
        "40000 SHAH ALAM, SELANGOR.",
        "TEL: 03-1234 5678",
        "GST REG NO: 000123456789",
        "TAX INVOICE",
        "Date: 27/11/2026 14:32",
        "SUGAR 1KG 1 x 2.85 | 2.85 SR",
        "RICE 5KG 1 x 13.07 | 13.07 SR",
        "Total Excl of GST | 15.02",
        "Total Incl. of GST | 15.92",
        "Rounding Adj | -0.02",
        "Total Amt Rounded | 15.90",
        "Cash | 20.00",
        "Change Due | 4.10",
        "Total item(s) : 2",
        "GST Summary Amount(RM) Tax(RM)",
        "SR @ 6% 15.02 | 0.90",
      ]),
    ).toEqual({ supplier: "KEDAI RUNCIT MAKMUR JAYA SDN. BHD.", date: "2026-11-27", total: 1590 });
  });
  it("names the legal owner a franchise prints in its footer, and knows a receipt by the time of sale", () => {
    expect(
      read([
        { text: "PIZZA PRONTO", size: 18 },
        "Order 12 Date: 27 Nov 26 12:54:37",
        "1 Margherita | 30.30",
        "Grand Total | 30.30",
        "Owned by",
        "Pronto Food Services Sdn Bhd",
      ]),
    ).toEqual({ supplier: "Pronto Food Services Sdn Bhd", date: "2026-11-27", total: 3030 });
  });
  it("applies a rounding printed after the total when no rounded total follows", () => {
    expect(
      read([
        { text: "TOKO SERBA ENTERPRISE", size: 18 },
        "TOTAL | RM 15.92",
        "ROUNDING | 0.02",
        "CASH | RM 20.00",
      ]).total,
    ).toBe(1590);
  });
  it("prefers the total that equals cash minus change", () => {
    expect(
      read([
        { text: "RESTORAN SELERA TRADING", size: 18 },
        "TOTAL (INCL GST) | 33.90",
        "TOTAL | 3.90",
        "CASH | 50.00",
        "CHANGE | 16.10",
      ]).total,
    ).toBe(3390);
  });
});

describe("OCR slips in till amounts and dates", () => {
  it("reads letters for digits and spaces round the point inside an amount", () => {
    expect(repairReceiptAmounts("TOTAL RM1O.S0")).toBe("TOTAL RM 10.50");
    expect(repairReceiptAmounts("TOTAL 14 .10")).toBe("TOTAL 14.10");
    expect(repairReceiptAmounts("SOLD OUT 5 ITEMS")).toBe("SOLD OUT 5 ITEMS");
    expect(
      read([{ text: "SHOP ONE", size: 18 }, "ITEM | 10.50", "TOTAL | 1O.5O", "CASH | 20.00"]).total,
    ).toBe(1050);
  });
  it("reads a point misread as a comma on a dot-decimal receipt", () => {
    expect(
      read([
        { text: "SHOP TWO", size: 18 },
        "ITEM A | 4.50",
        "ITEM B | 11.40",
        "TOTAL | 15,90",
        "CASH | 20.00",
      ]).total,
    ).toBe(1590);
  });
  it("reads the receipt date forms", () => {
    expect(findReceiptDates("27.11.26 14:32", "day-first")).toEqual(["2026-11-27"]);
    expect(findReceiptDates("27/11/2026", "day-first")).toEqual(["2026-11-27"]);
    expect(findReceiptDates("2026-11-27", "day-first")).toEqual(["2026-11-27"]);
    expect(findReceiptDates("29-Nov-19 10:01", "day-first")).toEqual(["2019-11-29"]);
    expect(findReceiptDates("01 Feb 20", "day-first")).toEqual(["2020-02-01"]);
    expect(findReceiptDates("Date 2O/11/2O26", "day-first")).toEqual(["2026-11-20"]);
    expect(findReceiptDates("12345678", "day-first")).toEqual([]);
  });
});

describe("what is not a till receipt", () => {
  it("leaves an A4 invoice to the invoice rules", () => {
    const invoice = documentFrom([
      "Acme Consulting B.V. | | Factuur",
      "Keizersgracht 1, 1015 AA Amsterdam | | Factuurnummer: 2026-001",
      "Aan: Klant B.V. | | Factuurdatum: 01-11-2026",
      "Omschrijving | Aantal | Bedrag",
      "Advieswerk november | 10 | € 1.000,00",
      "Subtotaal | | € 1.000,00",
      "BTW 21% | | € 210,00",
      "Totaal | | € 1.210,00",
      "Graag betalen binnen 30 dagen, bedankt voor uw betaling in contant of PIN",
    ]);
    expect(looksLikeReceipt(buildLayout(invoice))).toBe(false);
  });
  it("copes with an empty, a one-word and a huge till roll", () => {
    expect(read([])).toEqual({});
    expect(read(["TOTAL"])).toEqual({});
    const huge: TillLine[] = [{ text: "MEGA STORE LTD", size: 20 }];
    for (let index = 0; index < 1500; index++) huge.push(`ITEM ${index} | 1.00`);
    huge.push("TOTAL | 1500.00", "CASH | 1500.00");
    expect(read(huge)).toMatchObject({ supplier: "MEGA STORE LTD", total: 150000 });
  });
});
