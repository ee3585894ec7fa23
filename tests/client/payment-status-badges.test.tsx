import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceList } from "../../client/features/invoice-generator/signed-in/invoice-list";
import type { IssuedInvoiceSummary } from "../../core/invoice/issued-invoice";

function summary(overrides: Partial<IssuedInvoiceSummary>): IssuedInvoiceSummary {
  return {
    id: "a".repeat(26),
    kind: "invoice",
    status: "sent",
    number: "2024-0101",
    correctsInvoiceId: null,
    customerName: "Bakkerij de Vries",
    issueDate: "2024-01-15",
    dueDate: "2024-02-14",
    currency: "EUR",
    totalExclCents: 50_000,
    vatCents: 10_500,
    totalInclCents: 60_500,
    sentAt: "2024-01-15",
    paidAt: null,
    hasPdf: true,
    hasUbl: true,
    paymentStatus: "open",
    paidCents: 0,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

describe("payment status in the issued invoice list", () => {
  it("shows paid, partially paid and overdue from matched payments, nothing extra for open", () => {
    const invoices = [
      summary({ id: "p".repeat(26), number: "2024-0101", paymentStatus: "paid", paidCents: 60_500 }),
      summary({
        id: "q".repeat(26),
        number: "2024-0102",
        paymentStatus: "partially_paid",
        paidCents: 10_000,
      }),
      summary({ id: "r".repeat(26), number: "2024-0103", paymentStatus: "overdue" }),
      summary({ id: "s".repeat(26), number: "2024-0104", paymentStatus: "open" }),
    ];
    render(
      <InvoiceList
        invoices={invoices}
        total={4}
        loading={false}
        status=""
        search=""
        busyId={null}
        offset={0}
        onOffsetChange={() => undefined}
        onStatusChange={() => undefined}
        onSearchChange={() => undefined}
        onAction={() => undefined}
      />,
    );
    const row = (number: string) => screen.getByRole("row", { name: new RegExp(number) });
    const badge = (number: string) => row(number).querySelector("[data-payment-status]")?.textContent ?? null;
    expect(badge("2024-0101")).toBe("Paid");
    expect(badge("2024-0102")).toBe("Partially paid");
    expect(badge("2024-0103")).toBe("Overdue");
    expect(badge("2024-0104")).toBeNull();
    expect(within(row("2024-0101")).getByText("Sent")).toBeTruthy();
  });
});
