import type { SalesAnalytics } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";

export type AnalyticsResult = { ok: true; value: SalesAnalytics } | { ok: false; message: string };

export interface AnalyticsQuery {
  readonly from: string;
  readonly to: string;
  readonly customer: string | null;
}

/** GET /api/sales-analytics: the signed-in user's figures for a period (and customer). */
export async function fetchAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<AnalyticsResult> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.customer) params.set("customer", query.customer);
  let response: Response;
  try {
    response = await fetch(`/api/sales-analytics?${params}`, { credentials: "same-origin", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: m.analytics_error_network() };
  }
  const body = (await response.json().catch(() => null)) as
    | (SalesAnalytics & { error?: undefined })
    | { error?: { message?: string } }
    | null;
  if (!response.ok || !body || body.error)
    return { ok: false, message: body?.error?.message ?? m.analytics_error_load() };
  return { ok: true, value: body as SalesAnalytics };
}
