import { m } from "../../../core/i18n/messages";
import type { EInvoiceProfile } from "../../../core/invoice/model";
import type { EInvoiceAnswers } from "../../../core/invoice/purchase/einvoice-answers";
import type { ExportQuestion } from "../../../core/invoice/purchase/export-readiness";
import type { ApiResult } from "./invoices-api";

/** Where a purchase invoice stands for the UBL export (GET/PUT /api/invoices/:id/einvoice). */
export interface EInvoiceState {
  readonly reviewed: boolean;
  readonly companySaved: boolean;
  readonly answers: EInvoiceAnswers;
  readonly questions: readonly ExportQuestion[];
  readonly ready: Readonly<Record<EInvoiceProfile, boolean>>;
}

interface ErrorBody {
  readonly error?: { readonly message?: string };
  readonly invoices?: readonly unknown[];
}

async function send(path: string, init: RequestInit = {}): Promise<Response | null> {
  try {
    return await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return null;
  }
}

async function readState(response: Response | null): Promise<ApiResult<EInvoiceState>> {
  if (!response) return { ok: false, status: 0, message: m.processor_error_network() };
  const body = (await response.json().catch(() => null)) as (EInvoiceState & ErrorBody) | null;
  if (!response.ok || !body)
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message ?? m.processor_error_generic(),
    };
  return { ok: true, value: body };
}

export async function getEInvoiceState(id: string): Promise<ApiResult<EInvoiceState>> {
  return readState(await send(`/api/invoices/${encodeURIComponent(id)}/einvoice`));
}

export async function saveEInvoiceAnswers(
  id: string,
  answers: EInvoiceAnswers,
): Promise<ApiResult<EInvoiceState>> {
  const init = {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(answers),
  };
  return readState(await send(`/api/invoices/${encodeURIComponent(id)}/einvoice`, init));
}

function fileNameFrom(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? fallback;
}

async function download(response: Response | null, fallback: string): Promise<ApiResult<undefined>> {
  if (!response) return { ok: false, status: 0, message: m.processor_error_network() };
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message ?? m.processor_error_export(),
    };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(response.headers.get("Content-Disposition"), fallback);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, value: undefined };
}

/** One invoice's UBL to the browser's downloads. */
export async function downloadUbl(id: string, profile: EInvoiceProfile): Promise<ApiResult<undefined>> {
  return download(
    await send(`/api/invoices/${encodeURIComponent(id)}/ubl?profile=${profile}`),
    "invoice.xml",
  );
}

/** The selected invoices' UBL files as one ZIP. */
export async function exportUblZip(
  ids: readonly string[],
  profile: EInvoiceProfile,
): Promise<ApiResult<undefined>> {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ids, profile }),
  };
  return download(await send("/api/invoices/ubl-export", init), "e-invoices.zip");
}
