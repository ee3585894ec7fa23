import { type ReactElement, useEffect, useState } from "react";
import type { Overview } from "../../../core/dashboard/overview-types";
import { m } from "../../../core/i18n/messages";
import { EmptyState } from "./overview/empty-state";
import { fetchOverview } from "./overview/overview-api";
import { OverviewView } from "./overview/overview-view";

/** /dashboard: where the money and the work stand, from one API call (issue 11). */
export default function DashboardOverviewPage(): ReactElement {
  const [quarter, setQuarter] = useState<string | null>(null);
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchOverview(quarter, controller.signal)
      .then((result) => {
        if (result.ok) {
          setOverview(result.value);
          setError(null);
        } else setError(result.message);
        setLoading(false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [quarter, attempt]);

  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="text-3xl font-bold tracking-tight">
        {m.dashboard_title()}
      </h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{m.dashboard_intro()}</p>
      <div className="mt-6">
        {error ? (
          <div
            role="alert"
            className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            <p>{error}</p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="mt-2 rounded-md border border-red-300 px-3 py-1 text-sm dark:border-red-700"
            >
              {m.dashboard_try_again()}
            </button>
          </div>
        ) : null}
        {overview === null ? (
          loading ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{m.dashboard_loading_overview()}</p>
          ) : null
        ) : overview.empty ? (
          <EmptyState />
        ) : (
          <OverviewView overview={overview} loading={loading} onQuarter={setQuarter} />
        )}
      </div>
    </section>
  );
}
