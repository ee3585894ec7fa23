import { describe, expect, it } from "vitest";
import { forecastIncomingCash } from "../../../core/analytics/expected-cash";
import { groupPayments } from "../../../core/analytics/settlement";
import { invoice, payment } from "./books";

const TODAY = "2026-06-30";

describe("expected incoming cash", () => {
  it("moves each due date by the customer's average days late and sums cumulative windows", () => {
    const rows = [
      invoice({ customer: "Prompt", dueDate: "2026-07-30", exclCents: 100_00 }), // day 30
      invoice({ customer: "Late", dueDate: "2026-07-15", exclCents: 200_00 }), // 15 + 20 = day 35
      invoice({ customer: "Late", dueDate: "2026-09-13", exclCents: 300_00 }), // 75 + 20 = day 95
      invoice({ customer: "New", dueDate: "2026-09-28", exclCents: 400_00 }), // day 90, no habit
    ];
    const habits = [
      { customer: "Late", paidInvoices: 3, averageDaysLate: 19.6, maxDaysLate: 30 },
      { customer: "Prompt", paidInvoices: 1, averageDaysLate: 0, maxDaysLate: 0 },
    ];
    const cash = forecastIncomingCash(rows, groupPayments([]), habits, TODAY);
    expect(cash.windows).toEqual([
      { days: 30, count: 1, cents: 121_00 },
      { days: 60, count: 2, cents: 363_00 },
      { days: 90, count: 3, cents: 847_00 },
    ]);
    expect(cash.laterCents).toBe(363_00);
  });

  it("expects money already past its expected date now, and only what is still open", () => {
    const overdue = invoice({ customer: "Late", dueDate: "2026-01-31", exclCents: 1000_00 });
    const paid = invoice({ customer: "Late", dueDate: "2026-07-31" });
    const payments = groupPayments([payment(overdue, "2026-06-01", 210_00), payment(paid, "2026-06-01")]);
    const habits = [{ customer: "Late", paidInvoices: 1, averageDaysLate: 10, maxDaysLate: 10 }];
    const cash = forecastIncomingCash([overdue, paid], payments, habits, TODAY);
    expect(cash.windows[0]).toEqual({ days: 30, count: 1, cents: 1000_00 });
    expect(cash.laterCents).toBe(0);
  });

  it("lets early payers' money come in before the due date", () => {
    const early = invoice({ customer: "Early", dueDate: "2026-08-05" }); // 36 − 10 = day 26
    const habits = [{ customer: "Early", paidInvoices: 4, averageDaysLate: -10, maxDaysLate: -2 }];
    expect(forecastIncomingCash([early], groupPayments([]), habits, TODAY).windows[0]?.count).toBe(1);
  });
});
