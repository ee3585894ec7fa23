import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

/** A totals block as an invoicing package prints it: net, VAT and gross labels, the amounts beside them. */
function totalsOf(net: string, vat: string, gross: string, amounts: readonly [string, string, string]) {
  const fields = extractInvoice(
    documentFrom([
      "Alpha Beta GmbH",
      "Invoice | INV-2023-17",
      "Date | 15.01.2023",
      `${net} | ${amounts[0]}`,
      `${vat} | ${amounts[1]}`,
      `${gross} | ${amounts[2]}`,
    ]),
  ).fields;
  return [fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value];
}

const DOT = ["350.00", "52.50", "402.50"] as const;
const COMMA = ["350,00", "70,00", "420,00"] as const;

describe("totals labels of common Factur-X and ZUGFeRD producers", () => {
  it.each([
    ["Untaxed Amount", "Tax 15%", "Total", DOT, [35000, 5250, 40250]],
    ["Montant hors taxes", "TVA 20 %", "Total", COMMA, [35000, 7000, 42000]],
    ["Gesamtbetrag netto", "zzgl. Umsatzsteuer 19 %", "Gesamtbetrag brutto", COMMA, [35000, 7000, 42000]],
    ["Gesamtbetrag (netto)", "Umsatzsteuer 19 %", "Gesamtbetrag (brutto)", COMMA, [35000, 7000, 42000]],
    ["Subtotaal", "21% btw", "Totaal", COMMA, [35000, 7000, 42000]],
  ] as const)("reads '%s' / '%s' / '%s'", (net, vat, gross, amounts, expected) => {
    expect(totalsOf(net, vat, gross, amounts)).toEqual(expected);
  });

  it("keeps a tax id and a tax invoice title out of the VAT", () => {
    const fields = extractInvoice(
      documentFrom([
        "Alpha Beta Ltd",
        "Tax ID: GB123456789",
        "Tax invoice | INV-2023-17",
        "Subtotal | 350.00",
        "VAT 20% | 70.00",
        "Total | 420.00",
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      35000, 7000, 42000,
    ]);
  });
});

describe("French invoice headings of Dolibarr", () => {
  it("reads 'Date échéance' as the due date and the name under 'Adressé à' as the customer", () => {
    const fields = extractInvoice(
      documentFrom([
        "Ma Société SARL",
        "| | Facture FA2301-0001",
        "| | Date facturation : 15/01/2023",
        "| | Date échéance : 14/02/2023",
        "Émetteur | | Adressé à",
        "Ma Société SARL | | Durand SAS",
        "12 rue de la Paix | | 5 avenue Foch",
        "75002 Paris | | 69006 Lyon",
        "| | Total HT | 350,00",
        "| | Total TVA 20% | 70,00",
        "| | Total TTC | 420,00",
      ]),
    ).fields;
    expect(fields.dueDate?.value).toBe("2023-02-14");
    expect(fields.customerName?.value).toBe("Durand SAS");
    expect(fields.supplierName?.value).toBe("Ma Société SARL");
  });
});

describe("an invoice without VAT that says why", () => {
  it.each([
    ["TVA non applicable, art. 293 B du CGI", ["Total HT | 500,00 €", "Net à payer | 500,00 €"]],
    ["Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.", ["Gesamtbetrag | 500,00 €"]],
    ["Vrijgesteld van btw (KOR)", ["Totaal | € 500,00"]],
  ])("reads VAT 0 and the net equal to the gross after '%s'", (note, totals) => {
    const fields = extractInvoice(
      documentFrom([
        "Jean Dupont EI",
        "Facture n° F-2023-001",
        "Date | 15/01/2023",
        "Prestation | 500,00",
        ...totals,
        note,
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      50000, 0, 50000,
    ]);
  });

  it("leaves the VAT alone when a VAT amount is printed as well", () => {
    const fields = extractInvoice(
      documentFrom([
        "ACME SAS",
        "N° facture | F-2023-001",
        "Montant HT | 500,00 €",
        "TVA (20 %) | 100,00 €",
        "Montant TTC | 600,00 €",
        "Exonération de TVA pour les prestations de formation",
      ]),
    ).fields;
    expect(fields.invoiceNumber?.value).toBe("F-2023-001");
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      50000, 10000, 60000,
    ]);
  });
});

describe("invoice numbers after a deposit invoice's title or a short German label", () => {
  it.each([
    ["Facture d'acompte n° FA-2023-002", "FA-2023-002"],
    ["Facture de solde n° FS-2023-003", "FS-2023-003"],
    ["Facture d’acompte n° FA-2023-004", "FA-2023-004"],
    ["Belegnr. 3189846", "3189846"],
  ])("reads the number of '%s'", (title, number) => {
    const fields = extractInvoice(
      documentFrom([
        "ACME SAS",
        title,
        "Date : 15/01/2023",
        "Total HT | 1 000,00 €",
        "Total TTC | 1 200,00 €",
      ]),
    ).fields;
    expect(fields.invoiceNumber?.value).toBe(number);
  });
});
