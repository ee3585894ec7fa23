import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { parseInvoiceNumber } from "../../../../core/invoice/extraction/references";
import type { InvoiceFields } from "../../../../core/invoice/extraction/types";
import { writeOutWholeUnits } from "../../../../core/invoice/extraction/whole-units";
import { documentFrom, type PlacedRow, placedWords } from "./words";

/** Whole-page classes seen on the generated invoices in eight more languages (tests/fixtures/language-invoices). */
const fieldsOf = (lines: Parameters<typeof documentFrom>[0]): InvoiceFields =>
  extractInvoice(documentFrom(lines)).fields;

describe("invoices in more languages: whole-page layouts", () => {
  it("takes the name under an Italian, Portuguese or Spanish salutation, never the salutation itself", () => {
    for (const salutation of ["Spett.le", "Egregio Sig.", "Exmo.(s) Sr.(s)", "Exmos. Senhores", "Sr. D."]) {
      const fields = fieldsOf([
        "Studio Tecnico Ing. Marco Bianchi",
        "Corso Vittorio Emanuele II 88",
        "10121 Torino (TO)",
        { text: salutation, y: 140 },
        "Meccanica Piemontese S.p.A.",
        "Strada del Drosso 33",
        "10135 Torino (TO)",
        { text: "Fattura n. | 23/2026", y: 260 },
        "Totale documento | € 1.220,00",
      ]);
      expect(fields.customerName?.value, salutation).toBe("Meccanica Piemontese S.p.A.");
    }
  });

  it("reads a number printed as series and number: Portuguese 'FT A/77', Italian 'FPR 23/26'", () => {
    expect(
      fieldsOf(["FATURA", "Fatura n.º | FT A/77", "Total a pagar | 100,00 €"]).invoiceNumber?.value,
    ).toBe("FT A/77");
    expect(
      fieldsOf(["Fattura", "Numero fattura | FPR 23/26", "Totale | € 100,00"]).invoiceNumber?.value,
    ).toBe("FPR 23/26");
    expect(
      fieldsOf(["FATURA-RECIBO", "Fatura-Recibo n.º FR 2026/15", "Total: 100,00 €"]).invoiceNumber?.value,
    ).toBe("FR 2026/15");
  });

  it.each([
    [
      "it",
      "Operazione non soggetta – inversione contabile ai sensi dell'art. 7-ter DPR 633/72",
      "Imponibile",
      "IVA",
    ],
    ["es", "Operación con inversión del sujeto pasivo (art. 84.Uno.2º LIVA)", "Base imponible", "IVA"],
    ["pt", "IVA – autoliquidação (art. 6.º n.º 6 CIVA)", "Total ilíquido", "IVA"],
    ["da", "Omvendt betalingspligt – køber afregner momsen", "Subtotal", "Moms"],
    ["sv", "Omvänd skattskyldighet", "Summa exkl. moms", "Moms"],
    ["fi", "Käännetty verovelvollisuus (AVL 8 c §)", "Veroton summa", "ALV"],
    ["pl", "Odwrotne obciążenie", "Wartość netto", "VAT"],
  ])(
    "reads a %s reverse-charge invoice as VAT 0, not the amount printed under the note",
    (_, note, net, vat) => {
      const fields = fieldsOf([
        "Supplier Company",
        "Invoice 2026/1",
        `${net} | 1.775,00`,
        `${vat} | 0,00`,
        "Total | 1.775,00",
        note,
        "Imposta di bollo assolta in modo virtuale: 2,00",
      ]);
      expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
        177_500, 0, 177_500,
      ]);
    },
  );

  it.each([
    ["pt", "Total ilíquido", "IVA 23%", "Total a pagar"],
    ["sv", "Summa exkl. moms", "Moms 25 %", "Totalt att betala"],
    ["no", "Grunnlag", "Mva-beløp", "Totalbeløp"],
    ["fi", "Veroton summa", "ALV 25,5 %", "Maksettava yhteensä"],
  ])("reads the %s totals labels %s, %s and %s in a totals band", (_, net, vat, total) => {
    const fields = fieldsOf(["Invoice 2026/1", `${net} | ${vat} | ${total}`, "1 000,00 | 255,00 | 1 255,00"]);
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      100_000, 25_500, 125_500,
    ]);
  });

  it("reads labels printed in two languages: 'Laskun numero / Fakturanummer', 'Fakturanr / Invoice no'", () => {
    const finnish = fieldsOf([
      "LASKU / FAKTURA",
      "Laskun numero / Fakturanummer | 30418",
      "Päivämäärä / Datum | 27.11.2026",
      "Eräpäivä / Förfallodag | 11.12.2026",
      "Veroton / Exkl. moms | 1 000,00",
      "ALV / Moms 25,5 % | 255,00",
      "Yhteensä / Totalt EUR | 1 255,00",
    ]);
    expect([finnish.invoiceNumber?.value, finnish.invoiceDate?.value, finnish.dueDate?.value]).toEqual([
      "30418",
      "2026-11-27",
      "2026-12-11",
    ]);
    expect([finnish.subtotalCents?.value, finnish.vatTotalCents?.value, finnish.totalCents?.value]).toEqual([
      100_000, 25_500, 125_500,
    ]);
    const swedish = fieldsOf([
      "Faktura / Invoice",
      "Fakturanr / Invoice no | Fakturadatum / Date | Förfallodatum / Due date",
      "K-26-0093 | 2026-11-25 | 2026-12-25",
      "Exkl. moms / Net | Moms / VAT 25 % | Att betala / Amount due SEK",
      "28 140,00 | 7 035,00 | 35 175,00",
    ]);
    expect([swedish.invoiceNumber?.value, swedish.dueDate?.value, swedish.totalCents?.value]).toEqual([
      "K-26-0093",
      "2026-12-25",
      3_517_500,
    ]);
  });

  it("reads the Polish 'Razem do zapłaty' as the total", () => {
    const fields = fieldsOf([
      "Faktura nr 5/11/2026",
      "Razem netto: | 1 328,00 zł",
      "VAT 23%: | 305,44 zł",
      "Razem do zapłaty: | 1 633,44 zł",
    ]);
    expect(fields.totalCents?.value).toBe(163_344);
  });

  it("reads a label's translation that is no label of ours ('Exkl. moms / Net') before its value", () => {
    const fields = fieldsOf([
      "Faktura / Invoice",
      "Exkl. moms / Net | Moms / VAT 25 % | Att betala / Amount due SEK",
      "28 140,00 | 7 035,00 | 35 175,00",
    ]);
    expect(fields.subtotalCents?.value).toBe(2_814_000);
  });

  it("reads the Italian 'Scadenza pagamento' as the due date", () => {
    expect(
      fieldsOf(["Fattura N. | 1544/A", "Data | 27/11/26", "Scadenza pagamento | 31/12/26"]).dueDate?.value,
    ).toBe("2026-12-31");
  });

  it.each([
    ["Y-tunnus / FO-nummer", "2146421-8", "FI21464218"],
    ["CVR-nr.", "21678031", "DK21678031"],
    ["NIP", "778-100-88-32", "PL7781008832"],
  ])("reads a national VAT number printed under its label %s in a footer column", (label, number, vatId) => {
    const fields = fieldsOf([
      "Faktura",
      "Fakturanr. | 60112",
      "I alt | 1.875,00",
      { text: `Kontorhuset Aalborg ApS | ${label}`, y: 760 },
      `Boulevarden 13 | ${number}`,
    ]);
    expect(fields.supplierVatId?.value).toBe(vatId);
  });

  it.each([
    ["da", "I alt | kr. 2.500,-", 250_000],
    ["no", "Å betale | kr 12 500,-", 1_250_000],
    ["sv", "Att betala | 12 500:-", 1_250_000],
  ])("reads a %s whole-kroner amount printed with a dash for the øre (%s)", (_, line, cents) => {
    expect(fieldsOf(["Faktura 2026-7", "Dato | 27.11.2026", line]).totalCents?.value).toBe(cents);
  });
});

describe("invoices in more languages: line tables with net, VAT and gross columns", () => {
  it("takes the Polish totals from 'Razem', not from the last row of a table with Wartość netto | Kwota VAT | Wartość brutto", () => {
    const row = (y: number, cells: readonly string[]): PlacedRow => ({
      y,
      cells: cells.map(
        (text, index) => [index === 0 ? 40 : index === 1 ? 60 : 200 + index * 50, text] as const,
      ),
    });
    const fields = extractInvoice(
      placedWords([
        { y: 40, height: 14, cells: [[40, "Faktura VAT nr FV/2026/11/042"]] },
        row(120, [
          "Lp.",
          "Nazwa towaru lub usługi",
          "Ilość",
          "Cena netto",
          "Wartość netto",
          "Stawka VAT",
          "Kwota VAT",
          "Wartość brutto",
        ]),
        row(140, ["1.", "Wiertarka udarowa", "4", "329,00", "1 316,00", "23%", "302,68", "1 618,68"]),
        row(152, ["2.", "Transport", "1", "45,00", "45,00", "23%", "10,35", "55,35"]),
        {
          y: 190,
          cells: [
            [340, "Razem netto"],
            [500, "1 361,00"],
          ],
        },
        {
          y: 202,
          cells: [
            [340, "Razem VAT"],
            [500, "313,03"],
          ],
        },
        {
          y: 214,
          cells: [
            [340, "Razem brutto"],
            [500, "1 674,03"],
          ],
        },
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      136_100, 31_303, 167_403,
    ]);
  });
});

describe("invoices in more languages: hostile input", () => {
  it("reads no series number from a run of slashes and letters, and none from a digitless one", () => {
    expect(parseInvoiceNumber(`FT A/${"1".repeat(180)}!`)).toBeNull();
    expect(parseInvoiceNumber(`FT ${"A/".repeat(90)}`)).toBeNull();
  });

  it("takes no VAT number from a page of label-only cells over numbers that fail their check digit", () => {
    const rows = Array.from({ length: 400 }, (_, index) => [
      { text: "Y-tunnus | CVR-nr. | NIP", y: 40 + index * 28 },
      { text: "1234567-8 | 12345678 | 123-456-78-90", y: 54 + index * 28 },
    ]).flat();
    expect(fieldsOf(rows).supplierVatId).toBeUndefined();
  });

  it("leaves a trailing minus after decimals a minus, and a dash on a word that is no number alone", () => {
    expect(writeOutWholeUnits("121,00-")).toBe("121,00-");
    expect(writeOutWholeUnits("abc,-")).toBe("abc,-");
    expect(writeOutWholeUnits("2.500,-")).toBe("2.500,00");
    expect(writeOutWholeUnits(`${"9".repeat(199)},-`)).toBe(`${"9".repeat(199)},00`);
  });
});
