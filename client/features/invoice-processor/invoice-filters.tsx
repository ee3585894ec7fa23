import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { STATUS_LABELS } from "./invoice-types";
import type { ListFilters } from "./invoices-api";

interface InvoiceFiltersProps {
  readonly filters: ListFilters;
  readonly suppliers: readonly string[];
  readonly onChange: (filters: ListFilters) => void;
}

const INPUT =
  "mt-1 w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-900";

/** Search, supplier, date range, status and the period the totals are grouped by. */
export function InvoiceFilters({ filters, suppliers, onChange }: InvoiceFiltersProps): ReactElement {
  const set = (patch: Partial<ListFilters>): void => onChange({ ...filters, ...patch });
  return (
    <search aria-label={m.processor_filter_label()} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <label className="text-sm font-medium lg:col-span-2">
        {m.processor_filter_search()}
        <input
          type="search"
          className={INPUT}
          value={filters.q ?? ""}
          placeholder={m.processor_filter_search_placeholder()}
          onChange={(event) => set({ q: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium">
        {m.processor_filter_supplier()}
        <select
          className={INPUT}
          value={filters.supplier ?? ""}
          onChange={(event) => set({ supplier: event.target.value })}
        >
          <option value="">{m.processor_filter_all_suppliers()}</option>
          {suppliers.map((supplier) => (
            <option key={supplier} value={supplier}>
              {supplier}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {m.processor_filter_from()}
        <input
          type="date"
          className={INPUT}
          value={filters.from ?? ""}
          onChange={(event) => set({ from: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium">
        {m.processor_filter_to()}
        <input
          type="date"
          className={INPUT}
          value={filters.to ?? ""}
          onChange={(event) => set({ to: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium">
        {m.processor_filter_status()}
        <select
          className={INPUT}
          value={filters.status ?? ""}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">{m.processor_filter_any_status()}</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
      </label>
    </search>
  );
}
