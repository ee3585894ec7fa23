import { type ReactElement, useState } from "react";
import type { ReconcileAllocationView, ReconcileItem } from "../../../core/reconcile/reconciliation-view";
import { formatDay, formatMoney } from "../dashboard/overview/format";
import { ManualMatchForm } from "./manual-match-form";

export type ItemAction =
  | { kind: "accept" | "reject"; transactionId: string; proposal: number }
  | { kind: "manual"; transactionId: string; invoiceId: string; amountCents: number }
  | { kind: "undo"; decisionId: string };

function invoices(allocations: readonly ReconcileAllocationView[]): string {
  return allocations
    .map(
      (allocation) =>
        `${allocation.invoice.number || "(no number)"} (${formatMoney(allocation.amountCents, "EUR")})`,
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
  const label = transaction.counterpartyName || transaction.counterpartyIban || "Unknown party";
  return (
    <li
      className="border-b border-gray-200 py-3 dark:border-gray-800"
      aria-label={`${label} ${formatMoney(transaction.amountCents, transaction.currency)}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="min-w-0 font-medium break-words">
          {label}{" "}
          <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
            · {formatDay(transaction.bookingDate)}
          </span>
        </p>
        <p
          className={`tabular-nums font-semibold ${transaction.amountCents < 0 ? "text-red-700 dark:text-red-300" : "text-green-800 dark:text-green-300"}`}
        >
          {formatMoney(transaction.amountCents, transaction.currency)}
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
              ? "Matched automatically"
              : booking.action === "manual"
                ? "Matched by hand"
                : "Accepted"}
            : {invoices(booking.allocations)}
            {booking.reason ? ` — ${booking.reason}` : ""}
          </span>
          <button
            type="button"
            disabled={props.busy}
            className={`${BUTTON} underline`}
            onClick={() => props.onAction({ kind: "undo", decisionId: booking.decisionId })}
          >
            Undo
          </button>
        </div>
      ) : null}
      {suggestions.length > 0 ? (
        <ol className="mt-2 space-y-2" aria-label="Suggested invoices">
          {suggestions.map((suggestion) => (
            <li key={suggestion.index} className="rounded-md bg-amber-50 p-2 text-sm dark:bg-amber-950/40">
              <p>
                <span className="font-medium">Invoice {invoices(suggestion.allocations)}</span> —{" "}
                {suggestion.reason}
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
                  Accept
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
                  Reject
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
            Match by hand
          </button>
        )
      ) : null}
    </li>
  );
}
