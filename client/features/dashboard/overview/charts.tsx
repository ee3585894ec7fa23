import type { ReactElement } from "react";
import type { BalanceSeries, Cashflow } from "../../../../core/dashboard/overview-types";
import { BalancesChart } from "./balances-chart";
import { CashflowChart } from "./cashflow-chart";

/** Both charts; lazy-loaded by the overview so uPlot is its own chunk (ADR 090). */
export default function OverviewCharts({
  cashflow,
  balances,
}: {
  readonly cashflow: Cashflow;
  readonly balances: readonly BalanceSeries[];
}): ReactElement {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
        <CashflowChart cashflow={cashflow} />
      </div>
      <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
        <BalancesChart balances={balances} />
      </div>
    </div>
  );
}
