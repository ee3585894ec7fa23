import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type ReactElement, useEffect, useState } from "react";
import { type AnalyticsSearch, resolvePeriod } from "../../../core/analytics/analytics-period";
import { todayInAmsterdam } from "../../../core/dashboard/periods";
import { m } from "../../../core/i18n/messages";
import { getSitePage } from "../../lib/site-pages";
import { useAuth } from "../auth/use-auth";
import { AnalyticsFilters } from "./analytics-filters";
import { AnalyticsView } from "./analytics-view";
import { HowItWorks } from "./how-it-works";
import { SampleBanner } from "./sample-banner";
import { type AnalyticsState, useAnalytics } from "./use-analytics";

/** Today is read after mount: the prerendered page must not carry the build day's figures. */
function useToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(todayInAmsterdam()), []);
  return today;
}

function Status({ state, signedIn }: { state: AnalyticsState; signedIn: boolean }): ReactElement | null {
  if (state.status === "loading")
    return (
      <p role="status" className="mt-6 text-sm text-gray-600 dark:text-gray-400">
        {m.analytics_loading()}
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-300">
        {state.message}
      </p>
    );
  if (signedIn && state.analytics.customerNames.length === 0)
    return (
      <div className="mt-6 rounded-lg border border-gray-200 p-6 dark:border-gray-700">
        <h2 className="text-lg font-semibold">{m.analytics_no_invoices_title()}</h2>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.analytics_no_invoices_text()}</p>
        <Link
          to="/dashboard/generator"
          className="mt-4 inline-block rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          {m.analytics_create_invoice()}
        </Link>
      </div>
    );
  return <AnalyticsView analytics={state.analytics} />;
}

export default function SalesAnalyticsPage(): ReactElement {
  const page = getSitePage("/sales-analytics");
  const auth = useAuth();
  const search = useSearch({ from: "/sales-analytics" });
  const navigate = useNavigate({ from: "/sales-analytics" });
  const today = useToday();
  const period = resolvePeriod(search, today ?? "2000-01-01");
  const kind =
    today === null || auth.status === "loading" ? null : auth.status === "signed-in" ? "own" : "sample";
  const state = useAnalytics({
    kind,
    from: period.from,
    to: period.to,
    customer: search.customer ?? null,
    today: today ?? "2000-01-01",
  });
  const customers = state.status === "ready" ? state.analytics.customerNames : [];
  const change = (next: AnalyticsSearch): void => {
    void navigate({ search: next, replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{m.analytics_intro()}</p>
      </header>
      {kind === "sample" ? <SampleBanner /> : null}
      {today !== null && kind !== null ? (
        <AnalyticsFilters
          key={`${search.period ?? ""}-${kind}`}
          search={search}
          today={today}
          from={period.from}
          to={period.to}
          customers={customers}
          onChange={change}
        />
      ) : null}
      <Status state={state} signedIn={kind === "own"} />
      <HowItWorks />
    </div>
  );
}
