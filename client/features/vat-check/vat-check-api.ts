import type { SupplierVatCheck, VatCheck } from "../../../core/vies/vat-check";

/** A check's outcome; any failure of the call itself reads as "could not be checked now" (never blocks). */
export type VatCheckReply<T> = { ok: true; value: T } | { ok: false };

async function send<T>(path: string, init: RequestInit = {}): Promise<VatCheckReply<T>> {
  try {
    const response = await fetch(path, { credentials: "same-origin", ...init });
    if (!response.ok) return { ok: false };
    return { ok: true, value: (await response.json()) as T };
  } catch {
    return { ok: false };
  }
}

/** GET /api/vat-check: the user's own VAT id (company details). */
export function fetchVatCheck(vatId: string): Promise<VatCheckReply<{ check: VatCheck }>> {
  return send(`/api/vat-check?vatId=${encodeURIComponent(vatId)}`);
}

/** POST /api/vat-check/invoices/:id: the supplier's VAT id as the review form shows it. */
export function postSupplierVatCheck(
  invoiceId: string,
  body: { vatId: string; supplierName: string | null },
): Promise<VatCheckReply<SupplierVatCheck>> {
  return send(`/api/vat-check/invoices/${encodeURIComponent(invoiceId)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}
