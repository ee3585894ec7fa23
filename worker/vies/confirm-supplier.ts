import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import { normaliseVatNumber } from "../../core/validation/btw-id";
import { registeredNameAgrees } from "../../core/vies/name-agreement";
import type { SupplierVatCheck, VatCheck } from "../../core/vies/vat-check";
import type { Database } from "../db/client";
import { type OwnedInvoice, updateOwnedInvoice } from "../invoices/invoice-records";
import { parseData, serialiseData } from "../invoices/stored-invoice";

/**
 * How sure a field is once VIES registers this VAT id under the supplier name read from the invoice:
 * above the review's highlight threshold (0.8), below the 1 of a value a person typed.
 */
export const CONFIRMED_CONFIDENCE = 0.95;

export interface FormValues {
  readonly vatId: string;
  readonly supplierName: string | null;
}

function raise(confidence: number): number {
  return Math.max(confidence, CONFIRMED_CONFIDENCE);
}

function confidencesOf(extraction: InvoiceExtraction | null): SupplierVatCheck["confidences"] {
  const vat = extraction?.fields.supplierVatId?.confidence;
  const name = extraction?.fields.supplierName?.confidence;
  return {
    ...(vat === undefined ? {} : { supplierVatId: vat }),
    ...(name === undefined ? {} : { supplierName: name }),
  };
}

/** Whether the form shows what is stored: only stored values get a stored confidence. */
function showsStoredValues(extraction: InvoiceExtraction, form: FormValues): boolean {
  const vat = extraction.fields.supplierVatId?.value;
  const name = extraction.fields.supplierName?.value;
  return (
    vat !== undefined &&
    normaliseVatNumber(vat) === normaliseVatNumber(form.vatId) &&
    (name ?? null) === form.supplierName
  );
}

/**
 * The review's check of the supplier's VAT id: a registered name that agrees with the supplier name
 * raises both fields' confidence in the stored invoice and makes them sure (when the form shows the
 * stored values): VIES is a second, independent source.
 */
export async function confirmSupplier(
  db: Database,
  owned: OwnedInvoice,
  form: FormValues,
  check: VatCheck,
  now: number,
): Promise<SupplierVatCheck> {
  const nameAgrees = check.status === "valid" && registeredNameAgrees(check.name, form.supplierName);
  const data = parseData(owned.invoice.fields);
  const extraction = data.extraction;
  if (!nameAgrees || !extraction || !showsStoredValues(extraction, form))
    return { check, nameAgrees, confidences: confidencesOf(extraction) };
  const { supplierVatId, supplierName } = extraction.fields;
  const raised: InvoiceExtraction = {
    ...extraction,
    fields: {
      ...extraction.fields,
      ...(supplierVatId
        ? {
            supplierVatId: { ...supplierVatId, confidence: raise(supplierVatId.confidence), verdict: "sure" },
          }
        : {}),
      ...(supplierName
        ? { supplierName: { ...supplierName, confidence: raise(supplierName.confidence), verdict: "sure" } }
        : {}),
    },
  };
  await updateOwnedInvoice(db, owned.invoice.userId, owned.invoice.id, {
    fields: serialiseData({ ...data, extraction: raised }),
    updatedAt: now,
  });
  return { check, nameAgrees, confidences: confidencesOf(raised) };
}
