import { type ReactElement, useState } from "react";
import { formatDate } from "../../../core/format/date";
import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import type { ReconcileAllocationView, ReconcileItem } from "../../../core/reconcile/reconciliation-view";
import { getLanguage } from "../../lib/i18n/current-language";
import { describeReason } from "./describe-reason";
import { ManualMatchForm } from "./manual-match-form";

export type ItemAction =
  | { kind: "accept" | "reject"; transactionId: string; proposal: number }
  | { kind: "manual"; transactionId: string; invoiceId: string; amountCents: number }
  | { kind: "undo"; decisionId: string };

function invoices(allocations: readonly ReconcileAllocationView[]): string {
  return allocations
    .map((allocation) =>
      m.reconcile_invoice_amount({
        number: allocation.invoice.number || m.reconcile_no_number(),
        amount: formatMoney(allocation.amountCents, "EUR", getLanguage()),
      }),
    )
    .join(", ");
}

const BUTTON = "rounded px-3 py-1 text-sm font-semibold disabled:opacity-50";

/** One bank transaction with its suggestions, its booking, or the way to match it by hand. */
export function ReconciliationItem(props: {
  readonly item: ReconcileItem;
  readonly busy: boolean;
  readonly onAction: (action: ItemAction) => void;
}): ReactElement {
  const { transaction, suggestions, booking } = props.item;
  const [manual, setManual] = useState(false);
  const label = transaction.counterpartyName || transaction.counterpartyIban || m.reconcile_unknown_party();
  const language = getLanguage();
  const amount = formatMoney(transaction.amountCents, transaction.currency, language);
  return (
    <li
      className="border-b border-gray-200 py-3 dark:border-gray-800"
      aria-label={m.reconcile_item_label({ party: label, amount })}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="min-w-0 font-medium break-words">
          {label}{" "}
          <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
            · {formatDate(transaction.bookingDate, language)}
          </span>
        </p>
        <p
          className={`tabular-nums font-semibold ${transaction.amountCents < 0 ? "text-red-700 dark:text-red-300" : "text-green-800 dark:text-green-300"}`}
        >
          {amount}
        </p>
      </div>
      {transaction.description || transaction.reference ? (
        <p className="text-sm break-words text-gray-700 dark:text-gray-300">
          {[transaction.reference, transaction.description].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      {booking ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span>
            {booking.action === "automatic"
              ? m.reconcile_matched_automatically({ invoices: invoices(booking.allocations) })
              : booking.action === "manual"
                ? m.reconcile_matched_by_hand({ invoices: invoices(booking.allocations) })
                : m.reconcile_accepted({ invoices: invoices(booking.allocations) })}
            {booking.reason ? ` — ${describeReason(booking.reason, booking.reasonParts)}` : ""}
          </span>
          <button
            type="button"
            disabled={props.busy}
            className={`${BUTTON} underline`}
            onClick={() => props.onAction({ kind: "undo", decisionId: booking.decisionId })}
          >
            {m.reconcile_undo()}
          </button>
        </div>
      ) : null}
      {suggestions.length > 0 ? (
        <ol className="mt-2 space-y-2" aria-label={m.reconcile_suggested_invoices()}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.index} className="rounded-md bg-amber-50 p-2 text-sm dark:bg-amber-950/40">
              <p>
                <span className="font-medium">
                  {m.reconcile_suggestion_invoice({ invoices: invoices(suggestion.allocations) })}
                </span>{" "}
                — {describeReason(suggestion.reason, suggestion.reasonParts)}
              </p>
              <div className="mt-1 flex gap-2">
                <button
                  type="button"
                  disabled={props.busy}
                  className={`${BUTTON} bg-blue-700 text-white`}
                  onClick={() =>
                    props.onAction({
                      kind: "accept",
                      transactionId: transaction.id,
                      proposal: suggestion.index,
                    })
                  }
                >
                  {m.reconcile_accept()}
                </button>
                <button
                  type="button"
                  disabled={props.busy}
                  className={`${BUTTON} border border-gray-400 dark:border-gray-600`}
                  onClick={() =>
                    props.onAction({
                      kind: "reject",
                      transactionId: transaction.id,
                      proposal: suggestion.index,
                    })
                  }
                >
                  {m.reconcile_reject()}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {!booking ? (
        manual ? (
          <ManualMatchForm
            transaction={transaction}
            onCancel={() => setManual(false)}
            onSubmit={(invoiceId, amountCents) => {
              setManual(false);
              props.onAction({ kind: "manual", transactionId: transaction.id, invoiceId, amountCents });
            }}
          />
        ) : (
          <button type="button" className="mt-2 text-sm underline" onClick={() => setManual(true)}>
            {m.reconcile_match_by_hand()}
          </button>
        )
      ) : null}
    </li>
  );
}
