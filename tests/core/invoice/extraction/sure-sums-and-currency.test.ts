import { describe, expect, it } from "vitest";
import { reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/** A German part invoice: the totals add up, a prepayment is deducted, the rest is due. */
/** A totals row: the label at `x`, its amount at `amountX`. */
function totalsRow(x: number, amountX: number, y: number, label: string, amount: string): PlacedRow {
  return {
    y,
    height: 9,
    cells: [
      [x, label],
      [amountX, amount],
    ],
  };
}

function partInvoice(paid: string, due: string): PlacedRow[] {
  const row = (y: number, label: string, amount: string): PlacedRow => totalsRow(226, 500, y, label, amount);
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

/** A Spanish freelancer's invoice: the customer withholds IRPF, so net + VAT − IRPF = total. */
function withholding(held: string, total: string): PlacedRow[] {
  const row = (y: number, label: string, amount: string): PlacedRow => totalsRow(280, 400, y, label, amount);
  return [
    { y: 34, height: 18, cells: [[40, "Factura"]] },
    { y: 71, height: 9, cells: [[40, "Nº factura: 2025/A/0144"]] },
    row(320, "Base imponible", "1.000,00 €"),
    row(332, "IVA 21%", "210,00 €"),
    row(344, "Retención IRPF 15%", held),
    row(356, "Total factura", total),
  ];
}

describe("totals with income tax withheld", () => {
  function verdicts(page: PlacedRow[], total: number, printed: string) {
    return verdictsOf(page, {
      subtotalCents: reading(page, 100000, "1.000,00"),
      vatTotalCents: reading(page, 21000, "210,00"),
      totalCents: reading(page, total, printed),
    });
  }

  it("are sure when net + VAT less the printed withholding make the total", () => {
    const sure = verdicts(withholding("-150,00 €", "1.060,00 €"), 106000, "1.060,00");
    expect([sure.totalCents, sure.vatTotalCents]).toEqual(["sure", "sure"]);
  });

  it("stay to check when the withholding printed does not make the total read", () => {
    const misread = verdicts(withholding("-150,00 €", "1.600,00 €"), 160000, "1.600,00");
    expect(misread.totalCents).toBe("check");
    const other = verdicts(withholding("-105,00 €", "1.060,00 €"), 106000, "1.060,00");
    expect([other.totalCents, other.vatTotalCents]).toEqual(["check", "check"]);
  });
});

describe("the invoice's currency labelled as such", () => {
  const page = (label: string): PlacedRow[] => [
    { y: 34, height: 18, cells: [[60, "Rechnung"]] },
    { y: 71, height: 9, cells: [[60, "Rechnungsnummer: 2024-0815"]] },
    { y: 85, height: 9, cells: [[60, label]] },
    { y: 300, height: 9, cells: [[60, "Steuerfrei nach $4 Nr. 10a UStG"]] },
    totalsRow(226, 500, 500, "Gesamtbetrag", "220,00"),
  ];
  const currencyVerdict = (rows: PlacedRow[], code: string) =>
    verdictsOf(rows, { currency: { value: code, confidence: 0.85, source: null } }).currency;

  it("is sure though a '§' read as '$' names another", () => {
    expect(currencyVerdict(page("Rechnungswährung: EUR"), "EUR")).toBe("sure");
  });

  it("stays to check when the reading differs from the label, or two labels differ", () => {
    expect(currencyVerdict(page("Rechnungswährung: EUR"), "USD")).toBe("check");
    const two = [
      ...page("Rechnungswährung: EUR"),
      { y: 99, height: 9, cells: [[60, "Currency: GBP"]] } as PlacedRow,
    ];
    expect(currencyVerdict(two, "EUR")).toBe("check");
  });
});
