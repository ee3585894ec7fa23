import type { SalesAnalytics } from "../../../core/analytics/types";

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
    return { ok: false, message: "Network error. Please check your connection and try again." };
  }
  const body = (await response.json().catch(() => null)) as
    | (SalesAnalytics & { error?: undefined })
    | { error?: { message?: string } }
    | null;
  if (!response.ok || !body || body.error)
    return { ok: false, message: body?.error?.message ?? "The analytics could not be loaded." };
  return { ok: true, value: body as SalesAnalytics };
}
