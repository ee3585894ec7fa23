import { m } from "../../../core/i18n/messages";
import type { ReconcileList, ReconcileState } from "../../../core/reconcile/reconciliation-view";

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface OpenInvoice {
  readonly id: string;
  readonly side: "issued" | "received";
  readonly number: string;
  readonly partyName: string;
  readonly totalCents: number;
  readonly openCents: number;
  readonly dueDate: string;
}

export interface ReconcileSettings {
  readonly toleranceCents: number;
  readonly referenceKind: "rf" | "betalingskenmerk" | "none";
}

const BASE = "/api/reconciliation";

async function request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.reconcile_error_network() };
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message ?? m.reconcile_error_generic(),
    };
  return { ok: true, value: body as T };
}

function send(method: string, json: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) };
}

export const listReconciliation = (state: ReconcileState): Promise<ApiResult<ReconcileList>> =>
  request(`?state=${state}&limit=100`);
export const runMatching = (): Promise<
  ApiResult<{ automatic: number; suggested: number; unmatched: number }>
> => request("/run", send("POST", {}));
export const acceptSuggestion = (transactionId: string, proposal: number): Promise<ApiResult<unknown>> =>
  request(`/transactions/${transactionId}/accept`, send("POST", { proposal }));
export const rejectSuggestion = (transactionId: string, proposal: number): Promise<ApiResult<unknown>> =>
  request(`/transactions/${transactionId}/reject`, send("POST", { proposal }));
export const matchByHand = (
  transactionId: string,
  invoiceId: string,
  amountCents: number,
): Promise<ApiResult<unknown>> =>
  request(
    `/transactions/${transactionId}/manual`,
    send("POST", { allocations: [{ invoiceId, amountCents }] }),
  );
export const undoDecision = (decisionId: string): Promise<ApiResult<unknown>> =>
  request(`/decisions/${decisionId}/undo`, send("POST", {}));
export const listOpenInvoices = (
  side: "issued" | "received",
): Promise<ApiResult<{ invoices: OpenInvoice[] }>> => request(`/open-invoices?side=${side}`);
export const readSettings = (): Promise<ApiResult<ReconcileSettings>> => request("/settings");
export const saveSettings = (settings: ReconcileSettings): Promise<ApiResult<ReconcileSettings>> =>
  request("/settings", send("PUT", settings));
