import { Link } from "@tanstack/react-router";
import { type ReactElement, useState } from "react";
import { formatEuroCents } from "../../../core/plans/plans";
import { type BillingOverview, billingInvoicePdfUrl, cancelPlan, formatDate } from "./billing-api";
import { UsageMeter } from "./usage-meter";
import { useBilling } from "./use-billing";

const LINK = "font-medium text-blue-700 underline dark:text-blue-300";

function PlanSummary({ billing }: { readonly billing: BillingOverview }): ReactElement {
  const { plan } = billing;
  if (plan.id === "free") {
    return (
      <p>
        You are on the <strong>Free</strong> plan.{" "}
        <Link to="/pricing" className={LINK}>
          Compare plans
        </Link>
      </p>
    );
  }
  return (
    <div>
      <p>
        You are on the <strong>{plan.name}</strong> plan ({plan.interval === "year" ? "yearly" : "monthly"}).
      </p>
      {plan.renewsAt ? (
        <p className="mt-1">Next renewal: {formatDate(plan.renewsAt)}, by SEPA direct debit.</p>
      ) : (
        plan.periodEnd && (
          <p className="mt-1">
            Cancelled: your plan stays active until {formatDate(plan.periodEnd)} and is not renewed.
          </p>
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
          <span>Stop renewals? You keep the plan until the end of the paid period.</span>
          <button
            type="button"
            disabled={busy}
            onClick={() => void cancel()}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            Yes, cancel my plan
          </button>
          <button type="button" onClick={() => setConfirming(false)} className="rounded-md border px-4 py-2">
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className="rounded-md border px-4 py-2">
          Cancel plan
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
  if (!billing) return <p>Loading your plan…</p>;
  const canCancel = billing.plan.id !== "free" && !billing.plan.canceled;
  return (
    <div id="billing" className="space-y-6">
      <PlanSummary billing={billing} />
      {canCancel && <CancelPlan onCancelled={reload} />}
      <div>
        <h3 className="font-semibold">Usage this month</h3>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {billing.usage.map((row) => (
            <UsageMeter key={row.metric} usage={row} />
          ))}
        </div>
      </div>
      <div>
        <h3 className="font-semibold">Invoices</h3>
        {billing.invoices.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">No invoices yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th className="py-1">Number</th>
                <th className="py-1">Date</th>
                <th className="py-1">Period</th>
                <th className="py-1 text-right">Total</th>
                <th className="py-1">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.invoices.map((invoice) => (
                <tr key={invoice.id} className="border-t border-gray-100 dark:border-gray-800">
                  <td className="py-1">{invoice.number}</td>
                  <td className="py-1">{invoice.issueDate}</td>
                  <td className="py-1">
                    {formatDate(invoice.periodStart)} – {formatDate(invoice.periodEnd)}
                  </td>
                  <td className="py-1 text-right">{formatEuroCents(invoice.totalCents)}</td>
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
