import { type ReactElement, useEffect, useId, useState } from "react";
import { readDecimalInput } from "../../../core/format/decimal-input";
import { centsToDecimal, formatMoney, formatMoneyDecimal } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import type { ReconcileTransaction } from "../../../core/reconcile/reconciliation-view";
import { getLanguage } from "../../lib/i18n/current-language";
import { listOpenInvoices, type OpenInvoice } from "./reconcile-api";

/** A typed amount as cents with the sentence that says how it was read, or why it was not. */
function readAmount(text: string): { cents: number | null; note: string } {
  const language = getLanguage();
  const reading = readDecimalInput(text, language);
  if (!reading || !/^\d+(\.\d{1,2})?$/.test(reading.value))
    return { cents: null, note: text.trim() === "" ? "" : m.reconcile_amount_unreadable() };
  const [whole = "0", fraction = ""] = reading.value.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const amount = formatMoneyDecimal(reading.value, "EUR", language);
  const note =
    reading.style === "comma"
      ? m.reconcile_amount_read_comma({ amount })
      : reading.style === "point"
        ? m.reconcile_amount_read_point({ amount })
        : m.reconcile_amount_read_whole({ amount });
  return { cents, note };
}

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
  const noteId = useId();
  const language = getLanguage();

  useEffect(() => {
    void listOpenInvoices(side).then((result) => setInvoices(result.ok ? result.value.invoices : []));
  }, [side]);

  const chosen = invoices?.find((invoice) => invoice.id === invoiceId);
  const choose = (id: string): void => {
    setInvoiceId(id);
    const invoice = invoices?.find((candidate) => candidate.id === id);
    if (!invoice) return;
    const cents = Math.min(Math.abs(invoice.openCents), Math.abs(props.transaction.amountCents));
    // Filled in the page language's style, so it reads back the same way.
    const decimal = centsToDecimal(cents);
    setAmount(language === "nl" ? decimal.replace(".", ",") : decimal);
  };
  const { cents, note } = readAmount(amount);
  const sign = chosen && chosen.openCents < 0 ? -1 : 1;

  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded-md bg-gray-50 p-3 dark:bg-gray-900"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && cents !== null && cents > 0) props.onSubmit(chosen.id, sign * cents);
      }}
    >
      <label htmlFor={selectId} className="flex min-w-0 flex-col text-sm">
        {side === "issued" ? m.reconcile_invoice_to_customer() : m.reconcile_invoice_from_supplier()}
        <select
          id={selectId}
          className="mt-1 max-w-full rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
          value={invoiceId}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="">
            {invoices === null
              ? m.reconcile_loading()
              : invoices.length === 0
                ? m.reconcile_no_open_invoices()
                : m.reconcile_choose()}
          </option>
          {(invoices ?? []).map((invoice) => (
            <option key={invoice.id} value={invoice.id}>
              {m.reconcile_open_invoice_option({
                number: invoice.number || m.reconcile_no_number(),
                party: invoice.partyName,
                amount: formatMoney(invoice.openCents, "EUR", language),
              })}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col text-sm">
        <label htmlFor={amountId}>{m.reconcile_amount()}</label>
        <input
          id={amountId}
          inputMode="decimal"
          aria-describedby={noteId}
          className="mt-1 w-28 rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <button
        type="submit"
        disabled={!chosen || cents === null || cents <= 0}
        className="rounded bg-blue-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-50"
      >
        {m.reconcile_match()}
      </button>
      <button type="button" onClick={props.onCancel} className="rounded px-3 py-1 text-sm underline">
        {m.reconcile_cancel()}
      </button>
      <p id={noteId} aria-live="polite" className="w-full text-xs text-gray-600 dark:text-gray-400">
        {note}
      </p>
    </form>
  );
}
