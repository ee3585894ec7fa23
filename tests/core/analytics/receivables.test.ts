import { describe, expect, it } from "vitest";
import { ageingBucketOf, ageReceivables } from "../../../core/analytics/receivables";
import { groupPayments } from "../../../core/analytics/settlement";
import { invoice, payment } from "./books";

describe("ageing of receivables", () => {
  it("puts the boundaries where the labels say", () => {
    expect([-1, 0, 30, 31, 60, 61, 90, 91].map(ageingBucketOf)).toEqual([
      "not_due",
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "over_90",
    ]);
  });

  it("ages open money from the due date (issue date when there is none) on today", () => {
    const today = "2026-06-30";
    const rows = [
      invoice({ dueDate: "2026-07-01", exclCents: 100_00 }), // not due
      invoice({ dueDate: "2026-06-30", exclCents: 100_00 }), // due today: 0 days
      invoice({ dueDate: "2026-05-31", exclCents: 100_00 }), // 30
      invoice({ dueDate: "2026-05-30", exclCents: 100_00 }), // 31
      invoice({ dueDate: "2026-04-01", exclCents: 100_00 }), // 90
      invoice({ dueDate: "2026-03-31", exclCents: 100_00 }), // 91
      invoice({ issueDate: "2026-06-29", dueDate: "", exclCents: 100_00 }), // 1 day from issue
    ];
    const aged = ageReceivables(rows, groupPayments([]), today);
    expect(aged.ageing.map((row) => [row.bucket, row.count])).toEqual([
      ["not_due", 1],
      ["0-30", 3],
      ["31-60", 1],
      ["61-90", 1],
      ["over_90", 1],
    ]);
    expect(aged).toMatchObject({ count: 7, openCents: 7 * 121_00 });
  });

  it("takes partial payments off, drops paid and hand-marked invoices, nets open credit notes", () => {
    const partly = invoice({ exclCents: 1000_00, dueDate: "2026-05-01" });
    const paid = invoice({ exclCents: 500_00 });
    const marked = invoice({ exclCents: 300_00, markedPaid: true, paidAt: "2026-04-01" });
    const credit = invoice({ kind: "credit_note", exclCents: 100_00, dueDate: "", issueDate: "2026-06-20" });
    const payments = groupPayments([payment(partly, "2026-05-10", 400_00), payment(paid, "2026-04-02")]);
    const aged = ageReceivables([partly, paid, marked, credit], payments, "2026-06-30");
    expect(aged.count).toBe(2);
    expect(aged.openCents).toBe(1210_00 - 400_00 - 121_00);
    expect(aged.ageing.find((row) => row.bucket === "31-60")).toEqual({
      bucket: "31-60",
      count: 1,
      openCents: 810_00,
    });
    expect(aged.ageing.find((row) => row.bucket === "0-30")).toEqual({
      bucket: "0-30",
      count: 1,
      openCents: -121_00,
    });
  });

  it("is empty without invoices", () => {
    const aged = ageReceivables([], groupPayments([]), "2026-06-30");
    expect(aged.count).toBe(0);
    expect(aged.openCents).toBe(0);
    expect(aged.ageing.every((row) => row.count === 0 && row.openCents === 0)).toBe(true);
  });
});
