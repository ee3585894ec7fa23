import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { QuotaMetric } from "../../../core/plans/plans";
import { planName } from "./plan-text";
import { UsageMeter } from "./usage-meter";
import { useBilling } from "./use-billing";

const PROCESSOR_METRICS: readonly QuotaMetric[] = ["invoiceExtraction", "ocrPages", "mailboxMessages"];

/** The processor's limits this month, shown before they run out; `refreshKey` reloads after uploads. */
export function ProcessorUsage({ refreshKey = 0 }: { readonly refreshKey?: number }): ReactElement | null {
  const { billing } = useBilling(refreshKey);
  if (!billing) return null;
  const shown = billing.usage.filter((row) => PROCESSOR_METRICS.includes(row.metric));
  return (
    <section
      aria-label={m.billing_usage_this_month()}
      className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 className="text-sm font-semibold">
        {m.billing_usage_on_plan({ plan: planName(billing.plan.id) })}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {shown.map((row) => (
          <UsageMeter key={row.metric} usage={row} />
        ))}
      </div>
    </section>
  );
}
