import type { ReactElement, ReactNode } from "react";
import {
  type BillingInterval,
  formatEuroCents,
  METRIC_LABELS,
  type Plan,
  QUOTA_METRICS,
} from "../../../core/plans/plans";
import { priceInclVat } from "../../../core/plans/vat-treatment";

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
        <span className="text-4xl font-bold">€ 0</span>
        <span className="ml-2 text-gray-700 dark:text-gray-300">forever</span>
      </p>
    );
  }
  const net = plan.priceCents[interval];
  const per = interval === "year" ? "year" : "month";
  return (
    <div>
      <p>
        <span className="text-4xl font-bold">{formatEuroCents(net)}</span>
        <span className="ml-2 text-gray-700 dark:text-gray-300">per {per}, excl. btw</span>
      </p>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {formatEuroCents(priceInclVat(net))} incl. 21 % btw ({formatEuroCents(priceInclVat(net) - net)} btw)
        {interval === "year" && plan.priceCents.month * 12 > net
          ? ` · ${formatEuroCents(plan.priceCents.month * 12 - net)} less than 12 months`
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
      aria-label={`${plan.name} plan`}
      className="flex flex-col rounded-xl border border-gray-200 p-6 dark:border-gray-700"
    >
      <h2 className="text-2xl font-bold">{plan.name}</h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{plan.summary}</p>
      <div className="mt-4">
        <PriceLine plan={plan} interval={interval} />
      </div>
      <ul className="mt-6 flex-1 space-y-2">
        {QUOTA_METRICS.map((metric) => (
          <li
            key={metric}
            className="flex justify-between gap-4 border-b border-gray-100 pb-2 dark:border-gray-800"
          >
            <span>{METRIC_LABELS[metric].label}</span>
            <span className="font-medium">
              {plan.limits[metric].toLocaleString("en-GB")} {METRIC_LABELS[metric].unit} / month
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </section>
  );
}
