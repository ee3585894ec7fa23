import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PaymentStatusBadge } from "../../client/components/payment-status-badge";
import { ManualMatchForm } from "../../client/features/reconciliation/manual-match-form";
import { ReconciliationItem } from "../../client/features/reconciliation/reconciliation-item";
import type { ReconcileItem } from "../../core/reconcile/reconciliation-view";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

afterEach(() => vi.unstubAllGlobals());

/** Intl puts a no-break space after €; what a reader sees is a space. */
function plain(text: string | null): string {
  return (text ?? "").replace(/\u00a0/g, " ");
}

const TRANSACTION = {
  id: "t1",
  bookingDate: "2024-02-20",
  amountCents: 123_456,
  currency: "EUR",
  counterpartyName: "Bakkerij de Vries B.V.",
  counterpartyIban: "NL69INGB0123456789",
  description: "Factuur 2024-0101",
  reference: "",
};

const ITEM: ReconcileItem = {
  transaction: TRANSACTION,
  state: "suggested",
  suggestions: [
    {
      index: 0,
      reason: "name matches",
      score: 0.8,
      allocations: [
        {
          invoice: { id: "i1", side: "issued", number: "2024-0101" },
          amountCents: 123_456,
          writeOffCents: 0,
        },
      ],
    },
  ],
  booking: null,
} as unknown as ReconcileItem;

describe("payment matching in Dutch", () => {
  it("shows a bank line, its suggestion and the payment badges in Dutch with € 1.234,56", () => {
    render(
      <>
        <ReconciliationItem item={ITEM} busy={false} onAction={vi.fn()} />
        <PaymentStatusBadge status="partially_paid" />
        <PaymentStatusBadge status="overdue" />
      </>,
    );
    const line = screen.getByRole("listitem", { name: /^Bakkerij de Vries B\.V\. €\s1\.234,56$/ });
    expect(line.textContent).toContain("20 feb 2024");
    expect(plain(screen.getByRole("list", { name: "Voorgestelde facturen" }).textContent)).toContain(
      "Factuur 2024-0101 (€ 1.234,56)",
    );
    expect(screen.getByRole("button", { name: "Accepteren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Afwijzen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Met de hand koppelen" })).toBeTruthy();
    expect(screen.getByText("Deels betaald")).toBeTruthy();
    expect(screen.getByText("Te laat")).toBeTruthy();
  });

  it("matches by hand with a Dutch amount and says how it read the amount", async () => {
    const open = { id: "i1", side: "issued", number: "2024-0101", partyName: "Bakkerij de Vries B.V." };
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ invoices: [{ ...open, totalCents: 605_000, openCents: 605_000, dueDate: "" }] }),
            { headers: { "Content-Type": "application/json" } },
          ),
      ),
    );
    const onSubmit = vi.fn();
    render(<ManualMatchForm transaction={TRANSACTION} onSubmit={onSubmit} onCancel={vi.fn()} />);
    const select = await screen.findByLabelText("Factuur aan een klant");
    await screen.findByRole("option", { name: /^2024-0101 · Bakkerij de Vries B\.V\. · €\s6\.050,00 open$/ });
    await act(async () => {
      fireEvent.change(select, { target: { value: "i1" } });
    });
    const amount = screen.getByLabelText("Bedrag (€)") as HTMLInputElement;
    expect(amount.value).toBe("1234,56");
    expect(screen.getByText("Gelezen als € 1.234,56 (decimale komma)")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "1,234.50" } });
    expect(screen.getByText("Gelezen als € 1.234,50 (decimale punt)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Koppelen" }));
    expect(onSubmit).toHaveBeenCalledWith("i1", 123_450);
  });
});

describe("why a payment matches, in Dutch", () => {
  it("words each reason code in Dutch, with a Dutch amount and 'en' between invoice numbers", () => {
    const item = {
      ...ITEM,
      suggestions: [
        {
          index: 0,
          reason:
            "references match invoices 2024-0101 and 2024-0102, amount differs by €2,50, within your tolerance",
          reasonParts: [
            { code: "references", numbers: ["2024-0101", "2024-0102"] },
            { code: "amount-within-tolerance", cents: 250 },
            { code: "counterparty-account" },
          ],
          score: 0.9,
          allocations: [],
        },
      ],
    } as unknown as ReconcileItem;
    render(<ReconciliationItem item={item} busy={false} onAction={vi.fn()} />);
    expect(plain(screen.getByRole("list", { name: "Voorgestelde facturen" }).textContent)).toContain(
      "betalingskenmerken horen bij facturen 2024-0101 en 2024-0102, bedrag wijkt € 2,50 af, binnen uw marge, bekende rekening van de klant of leverancier",
    );
  });

  it("words a booked match's stored reason codes in Dutch, and shows an older booking's English as stored", () => {
    const booked = (booking: object): ReconcileItem =>
      ({ ...ITEM, state: "booked", suggestions: [], booking }) as unknown as ReconcileItem;
    const allocations = [
      { invoice: { id: "i1", side: "issued", number: "2024-0101" }, amountCents: 123_456, writeOffCents: 0 },
    ];
    const { unmount } = render(
      <ReconciliationItem
        item={booked({
          decisionId: "d1",
          action: "automatic",
          reason: "invoice number 2024-0101 in the description, amount equal",
          reasonParts: [{ code: "invoice-number", numbers: ["2024-0101"] }, { code: "amount-equal" }],
          allocations,
        })}
        busy={false}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole("listitem").textContent).toContain(
      "factuurnummer 2024-0101 in de omschrijving, bedrag gelijk",
    );
    expect(screen.getByRole("listitem").textContent).not.toContain("in the description");
    unmount();

    render(
      <ReconciliationItem
        item={booked({
          decisionId: "d2",
          action: "manual",
          reason: "matched by hand",
          reasonParts: null,
          allocations,
        })}
        busy={false}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole("listitem").textContent).toContain("— matched by hand");
  });

  it("words a booking matched by hand in Dutch", () => {
    const item = {
      ...ITEM,
      state: "booked",
      suggestions: [],
      booking: {
        decisionId: "d3",
        action: "manual",
        reason: "matched by hand",
        reasonParts: [{ code: "matched-by-hand" }],
        allocations: [],
      },
    } as unknown as ReconcileItem;
    render(<ReconciliationItem item={item} busy={false} onAction={vi.fn()} />);
    expect(screen.getByRole("listitem").textContent).toContain("— met de hand gekoppeld");
  });
});
