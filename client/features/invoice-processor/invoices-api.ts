import { m } from "../../../core/i18n/messages";
import type { BreakdownRow } from "../../../core/invoice/purchase/breakdown-check";
import type { OcrSubmission } from "../invoice-ocr/ocr-submission";
import type { InvoiceDetail, InvoiceList, UploadResult } from "./invoice-types";

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

async function request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.processor_error_network() };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message ?? m.processor_error_generic(),
    };
  return { ok: true, value: body as T };
}

function json(method: string, body: unknown): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

export function uploadInvoices(files: readonly File[]): Promise<ApiResult<{ results: UploadResult[] }>> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return request("/api/invoices", { method: "POST", body: form });
}

export interface ListFilters {
  readonly q?: string;
  readonly supplier?: string;
  readonly from?: string;
  readonly to?: string;
  readonly status?: string;
  readonly period?: "month" | "quarter" | "year";
}

export function listInvoices(filters: ListFilters = {}): Promise<ApiResult<InvoiceList>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return request(`/api/invoices${text ? `?${text}` : ""}`);
}

export function getInvoice(id: string): Promise<ApiResult<{ invoice: InvoiceDetail }>> {
  return request(`/api/invoices/${encodeURIComponent(id)}`);
}

export function patchInvoice(
  id: string,
  body: { fields?: Record<string, unknown>; vatLines?: readonly BreakdownRow[]; reviewed?: boolean },
): Promise<ApiResult<{ invoice: InvoiceDetail }>> {
  return request(`/api/invoices/${encodeURIComponent(id)}`, json("PATCH", body));
}

export function submitOcr(
  id: string,
  submission: OcrSubmission,
): Promise<ApiResult<{ invoice: InvoiceDetail }>> {
  return request(`/api/invoices/${encodeURIComponent(id)}/ocr`, json("POST", submission));
}

export function rerunInvoice(id: string): Promise<ApiResult<{ invoice: InvoiceDetail }>> {
  return request(`/api/invoices/${encodeURIComponent(id)}/rerun`, json("POST", {}));
}

export function deleteInvoice(id: string): Promise<ApiResult<undefined>> {
  return request(`/api/invoices/${encodeURIComponent(id)}`, json("DELETE", {}));
}

/** The stored original (owner only), as bytes for the preview and the browser's OCR. */
export async function fetchInvoiceFile(id: string): Promise<Blob | null> {
  try {
    const response = await fetch(`/api/invoices/${encodeURIComponent(id)}/file`, {
      credentials: "same-origin",
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

/** Exports the selected invoices and hands the file to the browser's downloads. */
export async function exportInvoices(
  ids: readonly string[],
  format: "csv" | "xlsx" | "json",
): Promise<ApiResult<undefined>> {
  let response: Response;
  try {
    response = await fetch("/api/invoices/export", {
      credentials: "same-origin",
      ...json("POST", { ids, format }),
    });
  } catch {
    return { ok: false, status: 0, message: m.processor_error_network() };
  }
  if (!response.ok) return { ok: false, status: response.status, message: m.processor_error_export() };
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(response.headers.get("Content-Disposition"), `invoices.${format}`);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, value: undefined };
}
