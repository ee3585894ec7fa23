import { type ReactElement, useCallback, useEffect, useState } from "react";
import { formatDateTime } from "../../../core/format/date";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";
import { fetchRefusedMessages, type RefusedMessage } from "./inbound-api";

/**
 * The newest refused messages, as plain text only: sender and subject are whatever a stranger typed,
 * so they are never rendered as HTML (React escapes them).
 */
export function RefusedMessages(): ReactElement {
  const [refusals, setRefusals] = useState<readonly RefusedMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    const result = await fetchRefusedMessages(signal);
    if (signal?.aborted) return;
    if (result.ok) {
      setRefusals(result.value.refusals);
      setError(null);
    } else setError(result.message);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section aria-label={m.inbound_refused()} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{m.inbound_refused()}</h3>
        <button
          type="button"
          onClick={() => void load()}
          className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          {m.inbound_refresh()}
        </button>
      </div>
      {error ? <p className="text-sm text-red-700 dark:text-red-300">{error}</p> : null}
      {refusals === null ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{m.inbound_loading()}</p>
      ) : refusals.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{m.inbound_no_refused()}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 text-sm dark:divide-gray-700 dark:border-gray-700">
          {refusals.map((refusal) => (
            <li key={refusal.id} className="p-3">
              <p className="font-medium break-words">{refusal.subject || m.inbound_no_subject()}</p>
              <p className="text-gray-600 break-all dark:text-gray-400">
                {refusal.sender || m.inbound_unknown_sender()} ·{" "}
                {formatDateTime(refusal.receivedAt, getLanguage())}
              </p>
              <p className="mt-1 text-gray-800 dark:text-gray-200">{refusal.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
