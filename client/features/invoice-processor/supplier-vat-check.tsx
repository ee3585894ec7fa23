import type { ReactElement } from "react";
import type { SupplierVatCheck as SupplierCheck } from "../../../core/vies/vat-check";
import type { EditedValues } from "../invoice-ocr/export-result";
import { postSupplierVatCheck } from "../vat-check/vat-check-api";
import { VatCheckPanel } from "../vat-check/vat-check-panel";
import type { InvoiceDetail } from "./invoice-types";

/**
 * The invoice with the confidences the Worker stored after a check (raised when the name agreed, and
 * then sure, as the Worker stores them).
 */
export function withConfidences(
  invoice: InvoiceDetail,
  confidences: SupplierCheck["confidences"],
  nameAgrees = false,
): InvoiceDetail {
  const extraction = invoice.data.extraction;
  if (!extraction) return invoice;
  const fields = { ...extraction.fields };
  const confirmed = nameAgrees ? ({ verdict: "sure" } as const) : {};
  if (fields.supplierVatId && confidences.supplierVatId !== undefined)
    fields.supplierVatId = { ...fields.supplierVatId, confidence: confidences.supplierVatId, ...confirmed };
  if (fields.supplierName && confidences.supplierName !== undefined)
    fields.supplierName = { ...fields.supplierName, confidence: confidences.supplierName, ...confirmed };
  return { ...invoice, data: { ...invoice.data, extraction: { ...extraction, fields } } };
}

interface SupplierVatCheckProps {
  readonly invoiceId: string;
  readonly values: EditedValues;
  readonly onConfidences: (confidences: SupplierCheck["confidences"], nameAgrees: boolean) => void;
}

/** The review's VIES check of the supplier VAT id, compared with the supplier name in the form. */
export function SupplierVatCheck({ invoiceId, values, onConfidences }: SupplierVatCheckProps): ReactElement {
  return (
    <VatCheckPanel
      comparedWith="supplier"
      vatId={values.supplierVatId ?? ""}
      run={async (vatId) => {
        const reply = await postSupplierVatCheck(invoiceId, {
          vatId,
          supplierName: values.supplierName || null,
        });
        if (reply.ok) onConfidences(reply.value.confidences, reply.value.nameAgrees);
        return reply;
      }}
    />
  );
}
