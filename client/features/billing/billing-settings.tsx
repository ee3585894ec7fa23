import { Link } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { formatDate as formatCalendarDate } from "../../../core/format/date";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import { type BillingOverview, billingInvoicePdfUrl, cancelPlan, formatDate } from "./billing-api";
import { formatPrice, planName } from "./plan-text";
import { UsageMeter } from "./usage-meter";
import { useBilling } from "./use-billing";

const LINK = "font-medium text-blue-700 underline dark:text-blue-300";

/** Our invoices' ISO issue date in the page language; anything else as stored. */
function formatIssueDate(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatCalendarDate(iso, getLanguage()) : iso;
}

function PlanSummary({ billing }: { readonly billing: BillingOverview }): ReactElement {
  const { plan } = billing;
  if (plan.id === "free") {
    return (
      <p>
        {m.billing_on_plan_before()}
        <strong>{planName("free")}</strong>
        {m.billing_on_plan_after()}{" "}
        <Link to="/pricing" className={LINK}>
          {m.billing_compare_plans()}
        </Link>
      </p>
    );
  }
  return (
    <div>
      <p>
        {m.billing_on_plan_before()}
        <strong>{planName(plan.id)}</strong>
        {m.billing_on_plan_interval_after({
          interval: plan.interval === "year" ? m.billing_interval_yearly() : m.billing_interval_monthly(),
        })}
      </p>
      {plan.renewsAt ? (
        <p className="mt-1">{m.billing_next_renewal({ date: formatDate(plan.renewsAt) })}</p>
      ) : (
        plan.periodEnd && (
          <p className="mt-1">{m.billing_cancelled_until({ date: formatDate(plan.periodEnd) })}</p>
        )
      )}
    </div>
  );
}

function CancelPlan({ onCancelled }: { readonly onCancelled: () => void }): ReactElement {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function cancel(): Promise<void> {
    setBusy(true);
    const result = await cancelPlan();
    setBusy(false);
    if (result.ok) onCancelled();
    else setError(result.message);
  }
  return (
    <div className="mt-4">
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <span>{m.billing_stop_renewals()}</span>
          <button
            type="button"
            disabled={busy}
            onClick={() => void cancel()}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {m.billing_yes_cancel()}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="rounded-md border px-4 py-2">
            {m.billing_keep_it()}
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="rounded-md border px-4 py-2">
          {m.billing_cancel_plan()}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}

/** Settings → Plan and billing: plan, usage with limits, next renewal, our invoices, cancel. */
export function BillingSettings(): ReactElement {
  const { billing, error, reload } = useBilling();
  if (error) return <p role="alert">{error}</p>;
  if (!billing) return <p>{m.billing_loading_plan()}</p>;
  const canCancel = billing.plan.id !== "free" && !billing.plan.canceled;
  return (
    <div id="billing" className="space-y-6">
      <PlanSummary billing={billing} />
      {canCancel && <CancelPlan onCancelled={reload} />}
      <div>
        <h3 className="font-semibold">{m.billing_usage_this_month()}</h3>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {billing.usage.map((row) => (
            <UsageMeter key={row.metric} usage={row} />
          ))}
        </div>
      </div>
      <div>
        <h3 className="font-semibold">{m.billing_invoices()}</h3>
        {billing.invoices.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.billing_no_invoices()}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">{m.billing_col_number()}</th>
                <th className="py-1">{m.billing_col_date()}</th>
                <th className="py-1">{m.billing_col_period()}</th>
                <th className="py-1 text-right">{m.billing_col_total()}</th>
                <th className="py-1">
                  <span className="sr-only">{m.billing_col_download()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-gray-100 dark:border-gray-800">
                  <td className="py-1">{invoice.number}</td>
                  <td className="py-1">{formatIssueDate(invoice.issueDate)}</td>
                  <td className="py-1">
                    {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
                  </td>
                  <td className="py-1 text-right">{formatPrice(invoice.totalCents)}</td>
                  <td className="py-1">
                    <a href={billingInvoicePdfUrl(invoice.id)} className={LINK} download>
                      PDF
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
