import { describe, expect, it } from "vitest";
import { measureDso } from "../../../core/analytics/dso";
import { groupPayments } from "../../../core/analytics/settlement";
import { invoice, payment } from "./books";

describe("days sales outstanding", () => {
  it("is receivables at the end of the period over its revenue incl. VAT, times its days", () => {
    // 90 days (Q1 2026), 3,630 revenue incl. VAT, 1,210 still open on 31 March: 30 days.
    const paid = invoice({ issueDate: "2026-01-10", exclCents: 2000_00 });
    const open = invoice({ issueDate: "2026-03-10", exclCents: 1000_00 });
    const payments = groupPayments([payment(paid, "2026-02-01")]);
    expect(measureDso([paid, open], payments, "2026-01-01", "2026-03-31", "2026-06-30")).toEqual({
      days: 30,
      asOf: "2026-03-31",
      receivablesCents: 1210_00,
      revenueInclCents: 3630_00,
      periodDays: 90,
    });
  });

  it("takes receivables as they were on the period's end: later payments do not count yet", () => {
    const paidLater = invoice({ issueDate: "2026-03-10", exclCents: 1000_00 });
    const payments = groupPayments([payment(paidLater, "2026-04-15")]);
    const dso = measureDso([paidLater], payments, "2026-01-01", "2026-03-31", "2026-06-30");
    expect(dso.receivablesCents).toBe(1210_00);
    expect(dso.days).toBe(90);
    // An invoice marked paid by hand counts from its paid date.
    const marked = { ...paidLater, markedPaid: true, paidAt: "2026-04-15" };
    expect(
      measureDso([marked], groupPayments([]), "2026-01-01", "2026-03-31", "2026-06-30").receivablesCents,
    ).toBe(1210_00);
    expect(
      measureDso([marked], groupPayments([]), "2026-01-01", "2026-04-30", "2026-06-30").receivablesCents,
    ).toBe(0);
  });

  it("ends a running period today", () => {
    const open = invoice({ issueDate: "2026-06-01", exclCents: 100_00 });
    const dso = measureDso([open], groupPayments([]), "2026-06-01", "2026-06-30", "2026-06-10");
    expect(dso).toMatchObject({ asOf: "2026-06-10", periodDays: 10, days: 10 });
  });

  it("is 0 days when nothing is open, also when only an overpayment is left", () => {
    const overpaid = invoice({ issueDate: "2026-06-01", exclCents: 100_00 });
    const payments = groupPayments([{ ...payment(overpaid, "2026-06-05"), amountCents: 200_00 }]);
    const dso = measureDso([overpaid], payments, "2026-06-01", "2026-06-30", "2026-06-10");
    expect(dso.receivablesCents).toBeLessThan(0);
    expect(dso.days).toBe(0);
  });

  it("has no value without revenue", () => {
    expect(measureDso([], groupPayments([]), "2026-01-01", "2026-03-31", "2026-06-30").days).toBeNull();
    const credit = invoice({ kind: "credit_note", issueDate: "2026-02-01" });
    expect(measureDso([credit], groupPayments([]), "2026-01-01", "2026-03-31", "2026-06-30").days).toBeNull();
  });
});
