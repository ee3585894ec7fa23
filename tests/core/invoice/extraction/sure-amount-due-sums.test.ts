import { describe, expect, it } from "vitest";
import { reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/** A totals row: the label, then its amount in the column to the right. */
function row(y: number, label: string, amount: string): PlacedRow {
  return {
    y,
    height: 9,
    cells: [
      [330, label],
      [480, amount],
    ],
  };
}

/** A French invoice: totals add up (net 500,00 + TVA 100,00 = 600,00), then what was paid and what is due. */
function facture(payments: readonly PlacedRow[], due: string): PlacedRow[] {
  return [
    { y: 34, height: 18, cells: [[40, "Facture"]] },
    { y: 71, height: 9, cells: [[40, "N° de facture : FA-2024-031"]] },
    row(400, "Total HT", "500,00 €"),
    row(414, "TVA 20%", "100,00 €"),
    row(428, "Total TTC", "600,00 €"),
    ...payments,
    row(520, "Solde à payer", due),
  ];
}

/** "Règlement | Date | Montant" and one row per payment, left of the totals. */
function paymentsTable(heading: string, amounts: readonly string[]): PlacedRow[] {
  return [
    {
      y: 450,
      height: 9,
      cells: [
        [40, heading],
        [130, "Date"],
        [220, "Montant"],
      ],
    },
    ...amounts.map((amount, index) => ({
      y: 464 + index * 14,
      height: 9,
      cells: [
        [40, "Virement"],
        [130, "05/11/2024"],
        [220, amount],
      ] as const,
    })),
  ];
}

function dueVerdict(page: PlacedRow[], cents: number, printed: string) {
  return verdictsOf(page, {
    subtotalCents: reading(page, 50000, "500,00"),
    vatTotalCents: reading(page, 10000, "100,00"),
    totalCents: reading(page, 60000, "600,00"),
    amountDueCents: reading(page, cents, printed),
  }).amountDueCents;
}

describe("the amount due after the payments a table lists", () => {
  it("is sure when the sure total less the payments listed makes it", () => {
    expect(dueVerdict(facture(paymentsTable("Règlement", ["201,00 €"]), "399,00 €"), 39900, "399,00")).toBe(
      "sure",
    );
    const two = facture(paymentsTable("Payments", ["100,00 €", "150,00 €"]), "350,00 €");
    expect(dueVerdict(two, 35000, "350,00")).toBe("sure");
  });

  it("stays to check when the payments do not make it, or the table is no payments table", () => {
    expect(dueVerdict(facture(paymentsTable("Règlement", ["210,00 €"]), "399,00 €"), 39900, "399,00")).toBe(
      "check",
    );
    // Only one of two payments counted would be a guess at which one was made.
    const two = facture(paymentsTable("Payments", ["100,00 €", "201,00 €"]), "399,00 €");
    expect(dueVerdict(two, 39900, "399,00")).toBe("check");
    // A line-item table's amount column under "Description" says nothing of what was paid.
    expect(dueVerdict(facture(paymentsTable("Description", ["201,00 €"]), "399,00 €"), 39900, "399,00")).toBe(
      "check",
    );
  });
});

describe("the amount due after a prepayment with 'less' before its label", () => {
  it("is sure when the sure total less it makes the amount due", () => {
    for (const label of ["abzgl. Anzahlung", "Less Amount Paid", "abzüglich geleistete Anzahlungen"]) {
      const page = facture([row(442, label, "-100,00 €")], "500,00 €");
      expect(dueVerdict(page, 50000, "500,00"), label).toBe("sure");
    }
  });

  it("stays to check when it does not", () => {
    const page = facture([row(442, "abzgl. Anzahlung", "-150,00 €")], "500,00 €");
    expect(dueVerdict(page, 50000, "500,00")).toBe("check");
  });
});

describe("the amount due with a balance still open from before", () => {
  it("is sure when the sure total plus the open balance makes it", () => {
    for (const label of ["Offene Zahlungen", "Previous balance", "Solde antérieur"]) {
      const page = facture([row(442, label, "220,00 €")], "820,00 €");
      expect(dueVerdict(page, 82000, "820,00"), label).toBe("sure");
    }
  });

  it("stays to check when it does not, or the label names no balance", () => {
    expect(dueVerdict(facture([row(442, "Offene Zahlungen", "200,00 €")], "820,00 €"), 82000, "820,00")).toBe(
      "check",
    );
    expect(dueVerdict(facture([row(442, "Frais de port", "220,00 €")], "820,00 €"), 82000, "820,00")).toBe(
      "check",
    );
  });
});
