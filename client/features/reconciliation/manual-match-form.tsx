import { type ReactElement, useEffect, useId, useState } from "react";
import type { ReconcileTransaction } from "../../../core/reconcile/reconciliation-view";
import { formatMoney } from "../dashboard/overview/format";
import { listOpenInvoices, type OpenInvoice } from "./reconcile-api";

/** Pick one open invoice and the amount of this transaction it settles. */
export function ManualMatchForm(props: {
  readonly transaction: ReconcileTransaction;
  readonly onSubmit: (invoiceId: string, amountCents: number) => void;
  readonly onCancel: () => void;
}): ReactElement {
  const side = props.transaction.amountCents > 0 ? "issued" : "received";
  const [invoices, setInvoices] = useState<readonly OpenInvoice[] | null>(null);
  const [invoiceId, setInvoiceId] = useState("");
  const [amount, setAmount] = useState("");
  const selectId = useId();
  const amountId = useId();

  useEffect(() => {
    void listOpenInvoices(side).then((result) => setInvoices(result.ok ? result.value.invoices : []));
  }, [side]);

  const chosen = invoices?.find((invoice) => invoice.id === invoiceId);
  const choose = (id: string): void => {
    setInvoiceId(id);
    const invoice = invoices?.find((candidate) => candidate.id === id);
    if (!invoice) return;
    const cents = Math.min(Math.abs(invoice.openCents), Math.abs(props.transaction.amountCents));
    setAmount((cents / 100).toFixed(2).replace(".", ","));
  };
  const cents = Math.round(Number(amount.replace(/\./g, "").replace(",", ".")) * 100);
  const sign = chosen && chosen.openCents < 0 ? -1 : 1;

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded-md bg-gray-50 p-3 dark:bg-gray-900"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && Number.isFinite(cents) && cents > 0) props.onSubmit(chosen.id, sign * cents);
      }}
    >
      <label htmlFor={selectId} className="flex min-w-0 flex-col text-sm">
        {side === "issued" ? "Invoice to a customer" : "Invoice from a supplier"}
        <select
          id={selectId}
          className="mt-1 max-w-full rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
          value={invoiceId}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">
            {invoices === null ? "Loading…" : invoices.length === 0 ? "No open invoices" : "Choose…"}
          </option>
          {(invoices ?? []).map((invoice) => (
            <option key={invoice.id} value={invoice.id}>
              {invoice.number || "(no number)"} · {invoice.partyName} ·{" "}
              {formatMoney(invoice.openCents, "EUR")} open
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={amountId} className="flex flex-col text-sm">
        Amount (€)
        <input
          id={amountId}
          inputMode="decimal"
          className="mt-1 w-28 rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <button
        type="submit"
        disabled={!chosen}
        className="rounded bg-blue-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-50"
      >
        Match
      </button>
      <button type="button" onClick={props.onCancel} className="rounded px-3 py-1 text-sm underline">
        Cancel
      </button>
    </form>
  );
}
