import { describe, expect, it } from "vitest";
import { measurePaymentHabits } from "../../../core/analytics/payment-habits";
import { groupPayments, paidInFullOn } from "../../../core/analytics/settlement";
import { invoice, payment } from "./books";

describe("days late per customer", () => {
  it("averages the days from the due date to the payment that completed each invoice", () => {
    const early = invoice({ customer: "A", dueDate: "2026-03-31" });
    const late = invoice({ customer: "A", dueDate: "2026-03-31" });
    const split = invoice({ customer: "B", dueDate: "2026-03-31" });
    const payments = groupPayments([
      payment(early, "2026-03-26"), // 5 early
      payment(late, "2026-04-10"), // 10 late
      payment(split, "2026-04-05", 100_00), // part
      payment(split, "2026-05-01", 21_00), // completes it: 31 late
    ]);
    expect(measurePaymentHabits([early, late, split], payments)).toEqual([
      { customer: "B", paidInvoices: 1, averageDaysLate: 31, maxDaysLate: 31 },
      { customer: "A", paidInvoices: 2, averageDaysLate: 2.5, maxDaysLate: 10 },
    ]);
  });

  it("leaves out invoices still partly open, credit notes and documents without a due date", () => {
    const partly = invoice({ customer: "A" });
    const credit = invoice({ customer: "A", kind: "credit_note" });
    const noDue = invoice({ customer: "A", dueDate: "" });
    const payments = groupPayments([
      payment(partly, "2026-04-01", 50_00),
      payment(credit, "2026-04-01"),
      payment(noDue, "2026-04-01"),
    ]);
    expect(measurePaymentHabits([partly, credit, noDue], payments)).toEqual([]);
  });

  it("uses the paid date of an invoice marked paid by hand", () => {
    const marked = invoice({ customer: "A", dueDate: "2026-03-31", markedPaid: true, paidAt: "2026-04-07" });
    expect(paidInFullOn(marked, groupPayments([]))).toBe("2026-04-07");
    expect(measurePaymentHabits([marked], groupPayments([]))[0]?.averageDaysLate).toBe(7);
  });

  it("counts an overpayment as paid on the day it arrived", () => {
    const over = invoice({ dueDate: "2026-03-31" });
    expect(paidInFullOn(over, groupPayments([payment(over, "2026-03-30", over.totalInclCents + 5)]))).toBe(
      "2026-03-30",
    );
  });
});
