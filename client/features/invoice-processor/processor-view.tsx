import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { ProcessorUsage } from "../billing/processor-usage";
import { InboundEmailPanel } from "../inbound-email/inbound-email-panel";
import { InvoiceReview } from "./invoice-review";
import type { InvoiceSummary, UploadResult } from "./invoice-types";
import { listInvoices } from "./invoices-api";
import { RecentInvoices } from "./recent-invoices";
import { UploadZone } from "./upload-zone";

/** Upload, the list with status and totals, and the review of the chosen invoice. */
export function ProcessorView(): ReactElement {
  const [invoices, setInvoices] = useState<readonly InvoiceSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);

  const refresh = useCallback(async () => {
    const result = await listInvoices();
    if (result.ok) setInvoices(result.value.invoices);
    else setError(result.message);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  function handleUploaded(results: readonly UploadResult[]): void {
    void refresh();
    setUploads((count) => count + 1);
    const first = results.find((result) => result.ok);
    if (first?.ok && results.length === 1) setSelectedId(first.invoice.id);
  }

  return (
    <div className="mt-6">
      <ProcessorUsage refreshKey={uploads} />
      <UploadZone onUploaded={handleUploaded} />
      <InboundEmailPanel />
      {error && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      {invoices === null ? (
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{m.processor_loading_invoices()}</p>
      ) : (
        <RecentInvoices invoices={invoices} selectedId={selectedId} onSelect={setSelectedId} />
      )}
      {selectedId && (
        <InvoiceReview key={selectedId} invoiceId={selectedId} onChanged={() => void refresh()} />
      )}
    </div>
  );
}
