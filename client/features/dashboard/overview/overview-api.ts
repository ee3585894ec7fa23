import type { Overview } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";

export type OverviewResult = { ok: true; value: Overview } | { ok: false; message: string };

/** GET /api/dashboard/overview: every figure of the page in one call. */
export async function fetchOverview(quarter: string | null, signal?: AbortSignal): Promise<OverviewResult> {
  const query = quarter ? `?quarter=${encodeURIComponent(quarter)}` : "";
  let response: Response;
  try {
    response = await fetch(`/api/dashboard/overview${query}`, { credentials: "same-origin", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: m.dashboard_error_network() };
  }
  const body = (await response.json().catch(() => null)) as
    | (Overview & { error?: undefined })
    | { error?: { message?: string } }
    | null;
  if (!response.ok || !body || body.error)
    return { ok: false, message: body?.error?.message ?? m.dashboard_error_overview() };
  return { ok: true, value: body as Overview };
}

/** Where the browser downloads the VAT quarter's invoices (a plain GET: the session cookie goes along). */
export function vatExportHref(quarter: string, format: "csv" | "xlsx"): string {
  return `/api/dashboard/vat-export?quarter=${encodeURIComponent(quarter)}&format=${format}`;
}
