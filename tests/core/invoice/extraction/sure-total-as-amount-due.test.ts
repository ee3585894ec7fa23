import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { verdictOf, withVerdicts } from "../../../../core/invoice/extraction/field-verdict";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import type { InvoiceExtraction, InvoiceFields, Verdict } from "../../../../core/invoice/extraction/types";
import { placeDutchInvoice } from "./dutch-totals-page";
import { type PlacedRow, placedWords } from "./words";

/** A Dutch invoice whose net + VAT make the total; `extra` rows go under the totals. */
function invoice(extra: readonly (readonly [string, string])[] = [], total = "121,00"): PlacedRow[] {
  return placeDutchInvoice(extra, { net: "100,00", vat: "21,00", total });
}

function read(rows: readonly PlacedRow[]): InvoiceExtraction {
  return extractInvoice(placedWords(rows));
}

/**
 * The amount due's verdict when the reader found none on this page: the amount due it read (if any)
 * is taken away, so the rule is tested whatever the reader finds.
 */
function unreadDueVerdict(rows: readonly PlacedRow[]): Verdict | null {
  const document = placedWords(rows);
  const { amountDueCents: _read, ...fields } = extractInvoice(document).fields;
  const extraction = extractInvoice(document);
  const judged = withVerdicts(
    { ...extraction, fields: fields as InvoiceFields, amountDueVerdict: undefined },
    { layout: buildLayout(document), damaged: [] },
  );
  return verdictOf(judged, "amountDueCents");
}

describe("the total stands for the amount due when none is printed apart", () => {
  it("is sure when the total is sure and nothing on the page was paid", () => {
    const extraction = read(invoice());
    expect(extraction.fields.amountDueCents).toBeUndefined();
    expect(verdictOf(extraction, "totalCents")).toBe("sure");
    expect(verdictOf(extraction, "amountDueCents")).toBe("sure");
  });

  it("is sure when a prepaid label prints nothing paid, or the amount due printed is the total", () => {
    expect(unreadDueVerdict(invoice([["Aanbetaling", "0,00"]]))).toBe("sure");
    expect(
      unreadDueVerdict(
        invoice([
          ["Erhaltene Anzahlungen", ""],
          ["Zahlbetrag", "121,00"],
        ]),
      ),
    ).toBe("sure");
  });

  it("stays to check when the page prints a prepaid, paid or credit line and no amount due", () => {
    for (const extra of [
      ["Aanbetaling", "50,00"],
      ["Reeds betaald", "121,00"],
      ["Acompte versé", "20,00"],
      ["Amount paid", "€ 121,00"],
      ["Credit applied", "-10,00"],
      ["VOLDAAN", ""],
      ["Paid 12 Nov 2024", ""],
      ["Betaald met iDEAL", "€ 121,00"],
    ] as const)
      expect(unreadDueVerdict(invoice([extra])), extra[0]).toBe("check");
  });

  it("stays to check when the page prints another amount due than the total", () => {
    expect(unreadDueVerdict(invoice([["Te betalen", "71,00"]]))).toBe("check");
    // Read as it is printed, that amount due is no sure reading either: nothing makes 121,00 − x = 71,00.
    const extraction = read(invoice([["Te betalen", "71,00"]]));
    expect(extraction.fields.amountDueCents?.value).toBe(7100);
    expect(verdictOf(extraction, "amountDueCents")).toBe("check");
  });

  it("stays to check on a credit: what is refunded or set off the page does not say", () => {
    expect(unreadDueVerdict(invoice([], "-121,00"))).toBe("check");
  });

  it("stays to check when the total itself is not sure", () => {
    expect(unreadDueVerdict(invoice([], "125,00"))).toBe("check");
  });

  it("has no verdict on a row stored before it, nor without a total", () => {
    const extraction = read(invoice());
    expect(verdictOf({ ...extraction, amountDueVerdict: undefined }, "amountDueCents")).toBeNull();
    const { totalCents: _total, ...fields } = extraction.fields;
    expect(verdictOf({ ...extraction, fields, amountDueVerdict: undefined }, "amountDueCents")).toBeNull();
  });
});
