import { type ReactElement, useCallback, useEffect, useState } from "react";
import type { ReconcileList, ReconcileState } from "../../../core/reconcile/reconciliation-view";
import {
  type ApiResult,
  acceptSuggestion,
  listReconciliation,
  matchByHand,
  rejectSuggestion,
  runMatching,
  undoDecision,
} from "./reconcile-api";
import { ReconcileSettingsForm } from "./reconcile-settings-form";
import { type ItemAction, ReconciliationItem } from "./reconciliation-item";

const TABS: readonly { state: ReconcileState; label: string }[] = [
  { state: "suggested", label: "Suggestions" },
  { state: "unmatched", label: "Unmatched" },
  { state: "booked", label: "Matched" },
];

const DONE: Record<ItemAction["kind"], string> = {
  accept: "Matched. The invoice's status is updated.",
  reject: "Suggestion rejected; it will not be offered again.",
  manual: "Matched by hand.",
  undo: "Undone.",
};

function perform(action: ItemAction): Promise<ApiResult<unknown>> {
  if (action.kind === "undo") return undoDecision(action.decisionId);
  if (action.kind === "manual")
    return matchByHand(action.transactionId, action.invoiceId, action.amountCents);
  if (action.kind === "accept") return acceptSuggestion(action.transactionId, action.proposal);
  return rejectSuggestion(action.transactionId, action.proposal);
}

/** Payments matched to invoices (issue 19): suggestions with their reasons, unmatched lines, matches to undo. */
export function ReconciliationPanel({ refreshKey }: { readonly refreshKey: number }): ReactElement {
  const [state, setState] = useState<ReconcileState>("suggested");
  const [list, setList] = useState<ReconcileList | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const refresh = useCallback(async () => {
    const result = await listReconciliation(state);
    if (result.ok) setList(result.value);
    else setMessage({ text: result.message, error: true });
  }, [state]);

  useEffect(() => {
    void refreshKey;
    void refresh();
  }, [refresh, refreshKey]);

  const act = async (action: ItemAction): Promise<void> => {
    setBusy(true);
    const result = await perform(action);
    setMessage(result.ok ? { text: DONE[action.kind], error: false } : { text: result.message, error: true });
    await refresh();
    setBusy(false);
  };

  const rematch = async (): Promise<void> => {
    setBusy(true);
    const result = await runMatching();
    setMessage(
      result.ok
        ? {
            text: `Matched ${result.value.automatic} automatically; ${result.value.suggested} with suggestions.`,
            error: false,
          }
        : { text: result.message, error: true },
    );
    await refresh();
    setBusy(false);
  };

  return (
    <section aria-labelledby="reconciliation-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reconciliation-heading" className="text-xl font-semibold">
          Payments and invoices
        </h2>
        <button
          type="button"
          disabled={busy}
          onClick={() => void rematch()}
          className="rounded border border-gray-400 px-3 py-1 text-sm font-semibold disabled:opacity-50 dark:border-gray-600"
        >
          Match again
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        Bank lines are matched to your invoices by payment reference, invoice number, amount and account.
        Exact matches are booked for you; check the suggestions.
      </p>
      <ReconcileSettingsForm onSaved={(text) => setMessage({ text, error: false })} />
      <div role="tablist" aria-label="Payment matches" className="mt-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.state}
            type="button"
            role="tab"
            aria-selected={state === tab.state}
            onClick={() => setState(tab.state)}
            className={`rounded-full px-3 py-1 text-sm ${state === tab.state ? "bg-blue-700 text-white" : "bg-gray-100 dark:bg-gray-800"}`}
          >
            {tab.label} ({list?.counts[tab.state] ?? 0})
          </button>
        ))}
      </div>
      {message ? (
        <p
          role={message.error ? "alert" : "status"}
          className={`mt-3 rounded-md p-2 text-sm ${message.error ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200" : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"}`}
        >
          {message.text}
        </p>
      ) : null}
      {list === null ? <p className="mt-4 text-sm">Loading…</p> : null}
      {list && list.items.length === 0 ? <p className="mt-4 text-sm">Nothing here.</p> : null}
      {list && list.items.length > 0 ? (
        <ul className="mt-2" aria-label={TABS.find((tab) => tab.state === state)?.label}>
          {list.items.map((item) => (
            <ReconciliationItem
              key={item.transaction.id}
              item={item}
              busy={busy}
              onAction={(action) => void act(action)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
