import { type ReactElement, useCallback, useEffect, useState } from "react";
import { useConfirm } from "../../components/ui/confirm-dialog";
import { useToast } from "../../components/ui/toast";
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

const BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-600 dark:hover:bg-gray-800";

function countOf(count: number): string {
  return count === 1 ? "1 invoice" : `${count} invoices`;
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
    if (failed > 0) setMessage(`${failed} of ${selected.size} could not be processed.`);
    else {
      setMessage(null);
      notify(done);
    }
    await refresh(filters);
  }

  async function handleExport(format: "csv" | "xlsx" | "json"): Promise<void> {
    setBusy(true);
    const result = await exportInvoices([...selected], format);
    setBusy(false);
    setMessage(result.ok ? null : result.message);
    if (result.ok) notify(`Exported ${countOf(selected.size)} as ${format.toUpperCase()}.`);
  }

  async function handleDelete(): Promise<void> {
    const count = countOf(selected.size);
    const confirmed = await confirm({
      title: `Delete ${count}?`,
      message: "The invoices and their files are deleted. This cannot be undone.",
      confirmLabel: `Delete ${count}`,
    });
    if (!confirmed) return;
    if (openId && selected.has(openId)) setOpenId(null);
    await forEachSelected(deleteInvoice, `Deleted ${count}.`);
  }

  const none = selected.size === 0 || busy;
  return (
    <section>
      <ProcessorHeading path="/dashboard/invoices" />
      <div className="mt-6">
        <InvoiceFilters filters={filters} suppliers={list?.suppliers ?? []} onChange={setFilters} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-2" role="toolbar" aria-label="Selected invoices">
        <span className="mr-2 text-sm">{selected.size} selected</span>
        <button type="button" className={BUTTON} disabled={none} onClick={() => void handleExport("csv")}>
          Export CSV
        </button>
        <button type="button" className={BUTTON} disabled={none} onClick={() => void handleExport("xlsx")}>
          Export XLSX
        </button>
        <button type="button" className={BUTTON} disabled={none} onClick={() => void handleExport("json")}>
          Export JSON
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={none}
          onClick={() =>
            void forEachSelected(rerunInvoice, `Extraction ran again for ${countOf(selected.size)}.`)
          }
        >
          Re-run extraction
        </button>
        <button
          type="button"
          className={`${BUTTON} text-red-700 dark:text-red-400`}
          disabled={none}
          onClick={() => void handleDelete()}
        >
          Delete
        </button>
      </div>
      {message && (
        <p role="status" className="mt-3 text-sm">
          {message}
        </p>
      )}
      {list === null ? (
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">Loading your invoices…</p>
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
              Showing the newest {list.invoices.length} of {list.total}; narrow the filters to see the others.
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
