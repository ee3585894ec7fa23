import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
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

const TABS: readonly { state: ReconcileState; label: () => string }[] = [
  { state: "suggested", label: m.reconcile_tab_suggested },
  { state: "unmatched", label: m.reconcile_tab_unmatched },
  { state: "booked", label: m.reconcile_tab_booked },
];

const DONE: Record<ItemAction["kind"], () => string> = {
  accept: m.reconcile_done_accept,
  reject: m.reconcile_done_reject,
  manual: m.reconcile_done_manual,
  undo: m.reconcile_done_undo,
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
    setMessage(
      result.ok ? { text: DONE[action.kind](), error: false } : { text: result.message, error: true },
    );
    await refresh();
    setBusy(false);
  };

  const rematch = async (): Promise<void> => {
    setBusy(true);
    const result = await runMatching();
    setMessage(
      result.ok
        ? {
            text: m.reconcile_rematched({
              automatic: result.value.automatic,
              suggested: result.value.suggested,
            }),
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
          {m.reconcile_heading()}
        </h2>
        <button
          type="button"
          disabled={busy}
          onClick={() => void rematch()}
          className="rounded border border-gray-400 px-3 py-1 text-sm font-semibold disabled:opacity-50 dark:border-gray-600"
        >
          {m.reconcile_match_again()}
        </button>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{m.reconcile_intro()}</p>
      <ReconcileSettingsForm onSaved={(text) => setMessage({ text, error: false })} />
      <div role="tablist" aria-label={m.reconcile_tabs_label()} className="mt-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab.state}
            type="button"
            role="tab"
            aria-selected={state === tab.state}
            onClick={() => setState(tab.state)}
            className={`rounded-full px-3 py-1 text-sm ${state === tab.state ? "bg-blue-700 text-white" : "bg-gray-100 dark:bg-gray-800"}`}
          >
            {m.reconcile_tab_count({ label: tab.label(), count: list?.counts[tab.state] ?? 0 })}
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
      {list === null ? <p className="mt-4 text-sm">{m.reconcile_loading()}</p> : null}
      {list && list.items.length === 0 ? <p className="mt-4 text-sm">{m.reconcile_nothing()}</p> : null}
      {list && list.items.length > 0 ? (
        <ul className="mt-2" aria-label={TABS.find((tab) => tab.state === state)?.label()}>
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
