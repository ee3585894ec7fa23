import type { ReactElement, ReactNode } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import { type BillingInterval, type Plan, QUOTA_METRICS } from "../../../core/plans/plans";
import { priceInclVat } from "../../../core/plans/vat-treatment";
import { formatPrice, metricLabel, metricUnit, planName, planSummary } from "./plan-text";

function PriceLine({
  plan,
  interval,
}: {
  readonly plan: Plan;
  readonly interval: BillingInterval;
}): ReactElement {
  if (!plan.priceCents) {
    return (
      <p>
        <span className="text-4xl font-bold">{formatPrice(0)}</span>
        <span className="ml-2 text-gray-700 dark:text-gray-300">{m.billing_price_forever()}</span>
      </p>
    );
  }
  const net = plan.priceCents[interval];
  return (
    <div>
      <p>
        <span className="text-4xl font-bold">{formatPrice(net)}</span>
        <span className="ml-2 text-gray-700 dark:text-gray-300">
          {interval === "year" ? m.billing_per_year() : m.billing_per_month()}
        </span>
      </p>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {m.billing_incl_vat({
          total: formatPrice(priceInclVat(net)),
          vat: formatPrice(priceInclVat(net) - net),
        })}
        {interval === "year" && plan.priceCents.month * 12 > net
          ? m.billing_year_saving({ amount: formatPrice(plan.priceCents.month * 12 - net) })
          : ""}
      </p>
    </div>
  );
}

export function PlanCard({
  plan,
  interval,
  children,
}: {
  readonly plan: Plan;
  readonly interval: BillingInterval;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <section
      aria-label={m.billing_plan_region({ name: planName(plan.id) })}
      className="flex flex-col rounded-xl border border-gray-200 p-6 dark:border-gray-700"
    >
      <h2 className="text-2xl font-bold">{planName(plan.id)}</h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{planSummary(plan.id)}</p>
      <div className="mt-4">
        <PriceLine plan={plan} interval={interval} />
      </div>
      <ul className="mt-6 flex-1 space-y-2">
        {QUOTA_METRICS.map((metric) => (
          <li
            key={metric}
            className="flex justify-between gap-4 border-b border-gray-100 pb-2 dark:border-gray-800"
          >
            <span>{metricLabel(metric)}</span>
            <span className="font-medium">
              {plan.limits[metric] === 0
                ? m.billing_limit_not_included()
                : m.billing_limit_per_month({
                    count: formatNumber(plan.limits[metric], getLanguage()),
                    unit: metricUnit(metric),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </section>
  );
}
