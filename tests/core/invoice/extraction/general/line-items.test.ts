import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

function rows(lines: Parameters<typeof documentFrom>[0]): [string, string | null, number][] {
  return extractInvoice(documentFrom(lines)).lineItems.map((item) => [
    item.description,
    item.quantity,
    item.amountCents,
  ]);
}

describe("line-item tables of real layouts", () => {
  it("reads a header with columns we do not read (Pos, Art.-Nr.) and wrapped descriptions, not detail lines", () => {
    expect(
      rows([
        { x: 0, text: "Pos | Beschreibung | Nettopreis | Menge | Betrag" },
        { x: 0, text: "1 | Trennblätter | 9,90 | 20 Stk | 198,00" },
        { x: 200, text: "A4" },
        { x: 200, text: "Bruttopreis : 9,90" },
        { x: 200, text: "4012345001235 (GTIN)" },
        { x: 0, text: "2 | Joghurt Banane | 5,50 | 50 Stk | 275,00" },
        { x: 0, text: "Summe netto | | | | 473,00" },
      ]),
    ).toEqual([
      ["Trennblätter A4", "20", 19800],
      ["Joghurt Banane", "50", 27500],
    ]);
  });
  it("takes the rightmost money cell when the amount column's header is on another line", () => {
    expect(
      rows([
        { x: 0, text: "Pos | Beschreibung | Nettopreis | Menge | USt." },
        { x: 0, text: "1 | Trennblätter | 9,90 | 20 | 19 % | 198,00" },
      ]),
    ).toEqual([["Trennblätter", "20", 19800]]);
  });
  it("reads 'Amount' as the quantity when another column holds the line total", () => {
    expect(
      rows(["Amount | Product | Price | Total", "400.00 | Ballons: various colors | 0.79 € | 316.00 €"]),
    ).toEqual([["Ballons: various colors", "400", 31600]]);
  });
  it("continues the table on the next page", () => {
    expect(
      rows([
        "Description | Qty | Amount",
        "Consulting | 2 | 200.00",
        { page: 2, y: 60, text: "Hosting | 1 | 50.00" },
        { page: 2, text: "Total | | 250.00" },
      ]),
    ).toEqual([
      ["Consulting", "2", 20000],
      ["Hosting", "1", 5000],
    ]);
  });
});
