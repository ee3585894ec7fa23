import { parseInvoice } from "../../../core/invoice/invoice-schema";
import { createEmptyInvoice, type EInvoiceProfile, type Invoice } from "../../../core/invoice/model";

/** Local storage key of an anonymous visitor's draft (nothing leaves the browser). */
export const DRAFT_STORAGE_KEY = "invoiceGeneratorDraft";

export interface Draft {
  readonly invoice: Invoice;
  readonly profile: EInvoiceProfile;
}

export function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function createEmptyDraft(): Draft {
  return { invoice: createEmptyInvoice(todayIso()), profile: "nlcius" };
}

/** The stored draft, or a new one when nothing (valid) is stored. */
export function loadDraft(storage: Storage | undefined = globalThis.localStorage): Draft {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return createEmptyDraft();
    const stored = JSON.parse(raw) as { invoice?: unknown; profile?: unknown };
    const invoice = parseInvoice(stored.invoice);
    if (!invoice.ok) return createEmptyDraft();
    return { invoice: invoice.value, profile: stored.profile === "peppol" ? "peppol" : "nlcius" };
  } catch {
    return createEmptyDraft();
  }
}

export function saveDraft(draft: Draft, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the draft simply is not kept.
  }
}
