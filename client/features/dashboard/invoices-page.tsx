import { type ReactElement, useCallback, useEffect, useId, useState } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { useConfirm } from "../../components/ui/confirm-dialog";
import { useToast } from "../../components/ui/toast";
import { getLanguage } from "../../lib/i18n/current-language";
import { InvoiceFilters } from "../invoice-processor/invoice-filters";
import { InvoiceReview } from "../invoice-processor/invoice-review";
import type { InvoiceList } from "../invoice-processor/invoice-types";
import {
  deleteInvoice,
  exportInvoices,
  type ListFilters,
  listInvoices,
  rerunInvoice,
} from "../invoice-processor/invoices-api";
import { InvoicesTable } from "../invoice-processor/invoices-table";
import { PeriodTotals } from "../invoice-processor/period-totals";
import { ProcessorHeading } from "../invoice-processor/processor-heading";
import { UblExportButtons } from "../invoice-processor/ubl-export-buttons";

const BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-600 dark:hover:bg-gray-800";

const EXPORT_FORMATS = [
  ["csv", m.processor_export_csv],
  ["xlsx", m.processor_export_xlsx],
  ["json", m.processor_export_json],
] as const;

function countOf(count: number): string {
  return m.processor_invoice_count({ count, shown: formatNumber(count, getLanguage()) });
}

/** /dashboard/invoices: search, filters, totals per period, select + export, delete, re-run. */
export default function DashboardInvoicesPage(): ReactElement {
  const [filters, setFilters] = useState<ListFilters>({ period: "month" });
  const [list, setList] = useState<InvoiceList | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const notify = useToast();

  const refresh = useCallback(async (current: ListFilters) => {
    const result = await listInvoices(current);
    if (result.ok) {
      setList(result.value);
      const visible = new Set(result.value.invoices.map((invoice) => invoice.id));
      setSelected((previous) => new Set([...previous].filter((id) => visible.has(id))));
    } else setMessage(result.message);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void refresh(filters), 250);
    return () => clearTimeout(timer);
  }, [filters, refresh]);

  async function forEachSelected(
    action: (id: string) => Promise<{ ok: boolean }>,
    done: string,
  ): Promise<void> {
    setBusy(true);
    let failed = 0;
    for (const id of selected) if (!(await action(id)).ok) failed += 1;
    setBusy(false);
    if (failed > 0) setMessage(m.processor_failed_of({ failed, total: selected.size }));
    else {
      setMessage(null);
      notify(done);
    }
    await refresh(filters);
  }

  // With nothing ticked, an export takes every invoice the list shows (the filters decide which).
  const exportIds = selected.size > 0 ? [...selected] : (list?.invoices.map((invoice) => invoice.id) ?? []);

  async function handleExport(format: "csv" | "xlsx" | "json"): Promise<void> {
    const ids = exportIds;
    setBusy(true);
    const result = await exportInvoices(ids, format);
    setBusy(false);
    setMessage(result.ok ? null : result.message);
    if (result.ok) notify(m.processor_exported({ count: countOf(ids.length), format: format.toUpperCase() }));
  }

  async function handleDelete(): Promise<void> {
    const count = countOf(selected.size);
    const confirmed = await confirm({
      title: m.processor_delete_title({ count }),
      message: m.processor_delete_message(),
      confirmLabel: m.processor_delete_confirm({ count }),
    });
    if (!confirmed) return;
    if (openId && selected.has(openId)) setOpenId(null);
    await forEachSelected(deleteInvoice, m.processor_deleted({ count }));
  }

  const none = selected.size === 0 || busy;
  const exportScopeId = useId();
  return (
    <section>
      <ProcessorHeading path="/dashboard/invoices" />
      <div className="mt-6">
        <InvoiceFilters filters={filters} suppliers={list?.suppliers ?? []} onChange={setFilters} />
      </div>
      <div
        className="mt-6 flex flex-wrap items-center gap-2"
        role="toolbar"
        aria-label={m.processor_selected_toolbar()}
      >
        <span className="mr-2 text-sm">{m.processor_selected_count({ count: selected.size })}</span>
        <fieldset aria-labelledby={exportScopeId} className="flex flex-wrap items-center gap-2">
          <span id={exportScopeId} className="text-sm font-medium">
            {selected.size > 0
              ? m.processor_export_selected_scope({ count: formatNumber(selected.size, getLanguage()) })
              : m.processor_export_all_scope({ count: formatNumber(exportIds.length, getLanguage()) })}
          </span>
          {EXPORT_FORMATS.map(([format, label]) => (
            <button
              key={format}
              type="button"
              className={BUTTON}
              disabled={busy || exportIds.length === 0}
              aria-describedby={exportScopeId}
              onClick={() => void handleExport(format)}
            >
              {label()}
            </button>
          ))}
          <UblExportButtons
            ids={exportIds}
            disabled={busy}
            className={BUTTON}
            describedBy={exportScopeId}
            onDone={(result) => ("error" in result ? setMessage(result.error) : notify(result.done))}
          />
        </fieldset>
        <button
          type="button"
          className={BUTTON}
          disabled={none}
          onClick={() =>
            void forEachSelected(rerunInvoice, m.processor_rerun_many_done({ count: countOf(selected.size) }))
          }
        >
          {m.processor_rerun()}
        </button>
        <button
          type="button"
          className={`${BUTTON} text-red-700 dark:text-red-400`}
          disabled={none}
          onClick={() => void handleDelete()}
        >
          {m.processor_delete()}
        </button>
      </div>
      {message && (
        <p role="status" className="mt-3 text-sm">
          {message}
        </p>
      )}
      {list === null ? (
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{m.processor_loading_invoices()}</p>
      ) : (
        <>
          <InvoicesTable
            invoices={list.invoices}
            selected={selected}
            onSelectedChange={setSelected}
            onOpen={setOpenId}
          />
          {list.total > list.invoices.length && (
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
              {m.processor_showing_newest({ shown: list.invoices.length, total: list.total })}
            </p>
          )}
          <PeriodTotals
            totals={list.totals}
            period={filters.period ?? "month"}
            onPeriodChange={(period) => setFilters((current) => ({ ...current, period }))}
          />
        </>
      )}
      {dialog}
      {openId && <InvoiceReview key={openId} invoiceId={openId} onChanged={() => void refresh(filters)} />}
    </section>
  );
}
