import { describe, expect, it } from "vitest";
import { reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/** A German part invoice: the totals add up, a prepayment is deducted, the rest is due. */
function partInvoice(paid: string, due: string): PlacedRow[] {
  const row = (y: number, label: string, amount: string): PlacedRow => ({
    y,
    height: 9,
    cells: [
      [226, label],
      [500, amount],
    ],
  });
  return [
    { y: 34, height: 18, cells: [[60, "Teilrechnung"]] },
    { y: 71, height: 9, cells: [[60, "Rechnungsnummer: 2024-0815"]] },
    row(500, "Rechnungssumme ohne USt.", "177,49"),
    row(514, "Steuerbetrag 19 %", "33,72"),
    row(528, "Bruttosumme", "211,21"),
    row(542, "Erhaltene Anzahlungen", paid),
    row(556, "Zahlbetrag", due),
  ];
}

function dueVerdict(page: PlacedRow[], cents: number, printed: string) {
  return verdictsOf(page, {
    subtotalCents: reading(page, 17749, "177,49"),
    vatTotalCents: reading(page, 3372, "33,72"),
    totalCents: reading(page, 21121, "211,21"),
    amountDueCents: reading(page, cents, printed),
  }).amountDueCents;
}

describe("the amount due after a prepayment", () => {
  it("is sure when the sure total less the printed prepayment makes it", () => {
    expect(dueVerdict(partInvoice("50,00", "161,21"), 16121, "161,21")).toBe("sure");
    expect(dueVerdict(partInvoice("-50,00", "161,21"), 16121, "161,21")).toBe("sure");
  });

  it("stays to check when the three amounts do not add up (a misread due or prepayment)", () => {
    expect(dueVerdict(partInvoice("50,00", "116,21"), 11621, "116,21")).toBe("check");
    expect(dueVerdict(partInvoice("55,00", "161,21"), 16121, "161,21")).toBe("check");
  });

  it("stays to check when the total is not sure (net + VAT does not make it)", () => {
    const page = partInvoice("50,00", "161,21");
    const verdicts = verdictsOf(page, {
      subtotalCents: reading(page, 17749, "177,49"),
      vatTotalCents: reading(page, 3327, "33,72"),
      totalCents: reading(page, 21121, "211,21"),
      amountDueCents: reading(page, 16121, "161,21"),
    });
    expect(verdicts.amountDueCents).toBe("check");
  });
});
