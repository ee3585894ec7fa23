import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { placedWords } from "../words";

/**
 * A French invoice whose biggest text at the top is a logo's caption, with the legal name (no legal
 * form) heading the sender block in body type, and the payment block naming the same company as the
 * beneficiary ("Bénéficiaire" over "NOM : …"): two readings of one name.
 */
function invoice(beneficiary: string): ReturnType<typeof extractInvoice> {
  return extractInvoice(
    placedWords([
      {
        y: 32,
        cells: [
          [298, "FACTURE N° :"],
          [460, "F2026-0031"],
        ],
      },
      { y: 41, cells: [[58, "Atelier Lumière"]], height: 12 },
      {
        y: 50,
        cells: [
          [298, "Date :"],
          [464, "31/01/2026"],
        ],
      },
      {
        y: 78,
        cells: [
          [48, "DUPONT RENOVATION"],
          [306, "Adresse du client"],
        ],
      },
      {
        y: 88,
        cells: [
          [48, "35 rue des Lilas"],
          [306, "BOULANGERIE MARTIN"],
        ],
      },
      {
        y: 98,
        cells: [
          [48, "75018 PARIS"],
          [306, "58 rue de la Mer"],
        ],
      },
      {
        y: 108,
        cells: [
          [48, "N° TVA : FR 32 123 456 789"],
          [306, "06000 NICE"],
        ],
      },
      {
        y: 300,
        cells: [
          [48, "Désignation"],
          [400, "TOTAL HT"],
        ],
      },
      {
        y: 312,
        cells: [
          [48, "Rénovation de la vitrine"],
          [400, "600,00"],
        ],
      },
      {
        y: 600,
        cells: [
          [362, "TOTAL HT"],
          [421, "TOTAL TVA"],
          [489, "TOTAL TTC"],
        ],
      },
      {
        y: 612,
        cells: [
          [367, "600,00"],
          [431, "120,00"],
          [508, "720,00"],
        ],
      },
      {
        y: 650,
        cells: [
          [48, "Date d'échéance :"],
          [158, "02/03/2026"],
          [329, "NET A PAYER"],
          [457, "720,00 EUR"],
        ],
      },
      {
        y: 700,
        cells: [
          [48, "Bénéficiaire"],
          [286, "MOYEN DE PAIEMENT : VIREMENT"],
        ],
      },
      {
        y: 712,
        cells: [
          [56, `NOM : ${beneficiary}`],
          [286, "COMPTE :"],
        ],
      },
      { y: 724, cells: [[286, "IBAN : FR76 3000 6000 0112 3456 7890 189"]] },
    ]),
  );
}

describe("the payee's name heading the sender block", () => {
  it("is the supplier, not the logo's caption printed bigger above it", () => {
    expect(invoice("DUPONT RENOVATION").fields.supplierName?.value).toBe("DUPONT RENOVATION");
  });

  it("counts only when the payment block names the same company", () => {
    expect(invoice("JEAN DUPONT").fields.supplierName?.value).toBe("Atelier Lumière");
  });
});
