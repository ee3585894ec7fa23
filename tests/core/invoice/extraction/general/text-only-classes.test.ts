import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom, placedWords } from "../words";

describe("Factur-X and ZUGFeRD pages read without their XML", () => {
  it("reads the VAT after 'Zuzügl. USt:' / 'zzgl. MwSt.' between net and gross", () => {
    for (const label of ["Zuzügl. USt:", "zzgl. MwSt.", "zuzüglich MwSt.:", "Zzgl. 19 % USt.:"]) {
      const extraction = extractInvoice(
        documentFrom([
          "Bei Spiel GmbH",
          "Rechnung # RE-2024/17 vom 03.07.2024",
          "Summe netto: 496,00 €",
          `${label} 75,04 €`,
          "Bitte überweisen Sie bis zum 24.07.2024:",
          "Summe inkl. USt: 571,04 €",
        ]),
      );
      expect(extraction.fields.vatTotalCents?.value, label).toBe(7504);
      expect(extraction.fields.totalCents?.value, label).toBe(57104);
    }
  });
});

describe("the invoice's currency from its label", () => {
  it("takes 'Rechnungswährung : GBP' over the euro amounts of the VAT booking", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Lieferant GmbH",
        "Rechnungsnummer: 471102",
        "Rechnungswährung | : GBP",
        "Währung der Umsatzsteuerbuchung : EUR",
        "Summe netto | 858,75",
        "USt. 19% | 163,16",
        "Steuerbetrag in EUR | 183,14 €",
        "Gesamtbetrag | 1.021,91",
      ]),
    );
    expect(extraction.fields.currency?.value).toBe("GBP");
  });
});

describe("a totals table whose values sit under their headers", () => {
  it("reads 'TOTAL HT | TOTAL TVA | TOTAL TTC' over their amounts across the lines of a footnote beside it", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 40, cells: [[300, "FACTURE N° : F20180027"]] },
        { y: 52, cells: [[300, "Date : 31/12/2018"]] },
        {
          y: 661,
          cells: [
            [48, "Tout retard de paiement engendre une pénalité"],
            [362, "TOTAL HT"],
            [421, "TOTAL TVA"],
            [489, "TOTAL TTC"],
          ],
        },
        { y: 669, cells: [[48, "de trois fois le taux d'interêt légal. Indemnité"]] },
        { y: 678, cells: [[48, "paiement : 40 €"]] },
        {
          y: 684,
          cells: [
            [367, "100,00"],
            [431, "10,00"],
            [508, "110,00"],
          ],
        },
        {
          y: 700,
          cells: [
            [431, "Acompte :"],
            [512, "10,00"],
          ],
        },
        {
          y: 716,
          cells: [
            [48, "Date d'échéance :"],
            [158, "30/01/2019"],
            [329, "NET A PAYER"],
            [457, "100,00 EUR"],
          ],
        },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(10000);
    expect(extraction.fields.vatTotalCents?.value).toBe(1000);
    expect(extraction.fields.totalCents?.value).toBe(11000);
  });
});
