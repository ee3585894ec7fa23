import { useEffect, useMemo, useState } from "react";
import { computeSalesAnalytics } from "../../../core/analytics/compute-analytics";
import { buildSampleBooks } from "../../../core/analytics/sample-data";
import type { SalesAnalytics } from "../../../core/analytics/types";
import { fetchAnalytics } from "./analytics-api";

export type AnalyticsState =
  | { readonly status: "loading" }
  | { readonly status: "error"; readonly message: string }
  | { readonly status: "ready"; readonly analytics: SalesAnalytics };

export interface AnalyticsSource {
  /** "sample" for visitors, "own" for a signed-in user; null while the session is being checked. */
  readonly kind: "sample" | "own" | null;
  readonly from: string;
  readonly to: string;
  readonly customer: string | null;
  readonly today: string;
}

/** The figures for the page: computed from the sample books in the browser, or fetched for a user. */
export function useAnalytics(source: AnalyticsSource): AnalyticsState {
  const { kind, from, to, customer, today } = source;
  const sample = useMemo(() => (kind === "sample" ? buildSampleBooks(today) : null), [kind, today]);
  const [fetched, setFetched] = useState<AnalyticsState>({ status: "loading" });

  useEffect(() => {
    if (kind !== "own") return;
    const controller = new AbortController();
    setFetched({ status: "loading" });
    fetchAnalytics({ from, to, customer }, controller.signal)
      .then((result) =>
        setFetched(
          result.ok
            ? { status: "ready", analytics: result.value }
            : { status: "error", message: result.message },
        ),
      )
      .catch(() => {
        // Aborted: a newer request replaced this one.
      });
    return () => controller.abort();
  }, [kind, from, to, customer]);

  return useMemo((): AnalyticsState => {
    if (kind === null) return { status: "loading" };
    if (kind === "own") return fetched;
    if (!sample) return { status: "loading" };
    return {
      status: "ready",
      analytics: computeSalesAnalytics(sample.invoices, sample.payments, { from, to, customer, today }),
    };
  }, [kind, fetched, sample, from, to, customer, today]);
}
