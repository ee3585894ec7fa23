import { m } from "../../../../core/i18n/messages";
import type {
  IssuedInvoiceDetail,
  IssuedInvoiceList,
  IssuedInvoiceStatus,
  IssueRefusal,
} from "../../../../core/invoice/issued-invoice";
import type { EInvoiceProfile, Invoice } from "../../../../core/invoice/model";

export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; refusal?: IssueRefusal };

const BASE = "/api/issued-invoices";

/** One call to /api/issued-invoices. Writes carry JSON (the CSRF guard requires the content type). */
async function request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.generator_error_network() };
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = data as Partial<IssueRefusal> | null;
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message || m.generator_error_generic(),
      ...(response.status === 422 && body?.dutch ? { refusal: body as IssueRefusal } : {}),
    };
  }
  return { ok: true, value: data as T };
}

function send<T>(method: string, path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return request<T>(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

type DetailResult = Promise<ApiResult<{ invoice: IssuedInvoiceDetail }>>;

export interface ListFilters {
  readonly status?: IssuedInvoiceStatus | undefined;
  readonly q?: string | undefined;
  readonly offset?: number | undefined;
}

/** Rows per page of the list. */
export const PAGE_SIZE = 50;

export function listIssuedInvoices(
  filters: ListFilters,
  signal?: AbortSignal,
): Promise<ApiResult<IssuedInvoiceList>> {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.q?.trim()) query.set("q", filters.q.trim());
  if (filters.offset) {
    query.set("limit", String(PAGE_SIZE));
    query.set("offset", String(filters.offset));
  }
  const search = query.toString();
  return request(`${BASE}${search ? `?${search}` : ""}`, signal ? { signal } : {});
}

export function fetchIssuedInvoice(id: string): DetailResult {
  return request(`${BASE}/${encodeURIComponent(id)}`);
}

export function createDraft(invoice: Invoice, profile: EInvoiceProfile): DetailResult {
  return send("POST", BASE, { invoice, profile });
}

export function updateDraft(id: string, invoice: Invoice, profile: EInvoiceProfile): DetailResult {
  return send("PUT", `${BASE}/${encodeURIComponent(id)}`, { invoice, profile });
}

export function deleteDraft(id: string): Promise<ApiResult<null>> {
  return send("DELETE", `${BASE}/${encodeURIComponent(id)}`);
}

export type InvoiceAction = "issue" | "duplicate" | "credit-note";

export function runAction(id: string, action: InvoiceAction): DetailResult {
  return send("POST", `${BASE}/${encodeURIComponent(id)}/${action}`);
}

export function markInvoice(id: string, mark: "sent" | "paid", date: string): DetailResult {
  return send("POST", `${BASE}/${encodeURIComponent(id)}/${mark}`, { date });
}

/** Where the stored files are served (as attachments, so a plain link downloads them). */
export function fileUrl(id: string, kind: "pdf" | "ubl"): string {
  return `${BASE}/${encodeURIComponent(id)}/${kind}`;
}
