import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import type { UsageView } from "./billing-api";

/** One limit: "12 of 20 invoices", a bar, and a nudge towards /pricing once 80 % is used. */
export function UsageMeter({ usage }: { readonly usage: UsageView }): ReactElement {
  const share = usage.limit > 0 ? Math.min(usage.used / usage.limit, 1) : 1;
  const full = usage.used >= usage.limit;
  const near = share >= 0.8;
  return (
    <div>
      <div className="flex justify-between gap-4 text-sm">
        <span>{usage.label}</span>
        <span className={full ? "font-semibold text-red-700 dark:text-red-300" : ""}>
          {usage.used.toLocaleString("en-GB")} of {usage.limit.toLocaleString("en-GB")} {usage.unit}
        </span>
      </div>
      <meter
        aria-label={`${usage.label} this month`}
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
          {full ? "Limit reached for this month. " : "Almost at this month's limit. "}
          <Link to="/pricing" className="font-medium text-blue-700 underline dark:text-blue-300">
            See plans
          </Link>
        </p>
      )}
    </div>
  );
}
