import type { ReactElement } from "react";
import type { CustomerRevenue } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";
import { formatEuro, formatShare } from "./format";

const TOP = 5;

/** The largest customers and their share of revenue, as bars drawn with plain elements. */
export function TopCustomers({
  customers,
}: {
  readonly customers: readonly CustomerRevenue[];
}): ReactElement {
  const top = customers.slice(0, TOP);
  return (
    <section
      aria-labelledby="analytics-top-customers"
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h3 id="analytics-top-customers" className="font-semibold">
        {m.analytics_top_customers()}
      </h3>
      {top.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{m.analytics_no_revenue()}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {top.map((customer) => (
            <li key={customer.customer} className="text-sm">
              <div className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words font-medium">
                  {customer.customer || m.analytics_no_name()}
                </span>
                <span className="tabular-nums">
                  {formatEuro(customer.exclCents)} · {formatShare(customer.shareBasisPoints)}
                </span>
              </div>
              <div className="mt-1 h-2 rounded bg-gray-100 dark:bg-gray-800" aria-hidden="true">
                <div
                  className="h-2 rounded bg-blue-600 dark:bg-blue-400"
                  style={{ width: `${Math.max(0, Math.min(100, (customer.shareBasisPoints ?? 0) / 100))}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
