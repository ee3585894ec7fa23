import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import type { UsageView } from "./billing-api";
import { metricLabel, metricUnit } from "./plan-text";

/** One limit: "12 of 20 invoices", a bar, and a nudge towards /pricing once 80 % is used. */
export function UsageMeter({ usage }: { readonly usage: UsageView }): ReactElement {
  if (usage.limit === 0) return <NotIncluded usage={usage} />;
  const share = usage.limit > 0 ? Math.min(usage.used / usage.limit, 1) : 1;
  const full = usage.used >= usage.limit;
  const near = share >= 0.8;
  return (
    <div>
      <div className="flex justify-between gap-4 text-sm">
        <span>{metricLabel(usage.metric)}</span>
        <span className={full ? "font-semibold text-red-700 dark:text-red-300" : ""}>
          {m.billing_usage_of({
            used: formatNumber(usage.used, getLanguage()),
            limit: formatNumber(usage.limit, getLanguage()),
            unit: metricUnit(usage.metric),
          })}
        </span>
      </div>
      <meter
        aria-label={m.billing_usage_meter({ label: metricLabel(usage.metric) })}
        min={0}
        max={usage.limit}
        low={Math.round(usage.limit * 0.8)}
        high={usage.limit}
        optimum={0}
        value={Math.min(usage.used, usage.limit)}
        className="mt-1 block h-2 w-full"
      />
      {near && (
        <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {full ? m.billing_limit_reached() : m.billing_limit_near()}
          <Link to="/pricing" className="font-medium text-blue-700 underline dark:text-blue-300">
            {m.billing_see_plans()}
          </Link>
        </p>
      )}
    </div>
  );
}

/** A limit of 0: the plan does not include it (Peppol sending on Free); where to get it. */
function NotIncluded({ usage }: { readonly usage: UsageView }): ReactElement {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 text-sm">
      <span>{metricLabel(usage.metric)}</span>
      <span>
        {m.billing_limit_not_included()} ·{" "}
        <Link to="/pricing" className="font-medium text-blue-700 underline dark:text-blue-300">
          {m.billing_see_plans()}
        </Link>
      </span>
    </div>
  );
}
