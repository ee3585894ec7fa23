import { lazy, type ReactElement, Suspense } from "react";
import type { FilledOverview } from "../../../../core/dashboard/overview-types";
import { quarterOf } from "../../../../core/dashboard/periods";
import { m } from "../../../../core/i18n/messages";
import { GlanceFigures } from "./glance-figures";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { VatCard } from "./vat-card";

// uPlot and the chart code load only when there is something to draw (their own chunk, ADR 090).
const OverviewCharts = lazy(() => import("./charts"));

export function OverviewView({
  overview,
  loading,
  onQuarter,
}: {
  readonly overview: FilledOverview;
  readonly loading: boolean;
  readonly onQuarter: (quarter: string) => void;
}): ReactElement {
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="glance-title">
        <h2 id="glance-title" className="mb-3 text-lg font-semibold">
          {m.dashboard_glance_title()}
        </h2>
        <GlanceFigures glance={overview.glance} />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <VatCard
            vat={overview.vat}
            currentQuarter={quarterOf(overview.today)}
            loading={loading}
            onQuarter={onQuarter}
          />
        </div>
        <QuickActions />
      </div>
      <Suspense
        fallback={<p className="text-sm text-gray-600 dark:text-gray-400">{m.dashboard_loading_charts()}</p>}
      >
        <OverviewCharts cashflow={overview.cashflow} balances={overview.balances} />
      </Suspense>
      <RecentActivity recent={overview.recent} />
    </div>
  );
}
