import type { DutchRuleFinding } from "../../core/invoice/dutch-rules";
import type { EInvoiceFinding } from "../../core/invoice/einvoice/rule";
import { parseInvoice } from "../../core/invoice/invoice-schema";
import { assessIssueReadiness } from "../../core/invoice/issue-readiness";
import { prepareInvoice } from "../../core/invoice/prepare-invoice";
import { findCompanyDetails } from "../account/company-store";
import { newId } from "../db/new-id";
import { ApiError } from "../http-error";
import { allocateAndIssue } from "./allocate-number";
import { attachPaymentReference } from "./attach-payment-reference";
import { type IssuedStorage, storeInvoiceFiles } from "./invoice-files";
import { findOwnedIssuedInvoice, type IssuedInvoiceRow, readDocument } from "./records";
import { computeStoredAmounts } from "./stored-amounts";
import { toSupplierSnapshot } from "./supplier-snapshot";

export type IssueOutcome =
  | { ok: true; value: IssuedInvoiceRow }
  | {
      ok: false;
      error: { dutch: readonly DutchRuleFinding[]; einvoice: readonly EInvoiceFinding[] };
    };

/** Constraint errors from D1 carry SQLite's message text. */
function isUniqueViolation(error: unknown): boolean {
  return String(error).includes("UNIQUE constraint failed");
}

/**
 * Issues a draft: supplier from the company details (a snapshot), the Dutch rules and the
 * e-invoice validator on the server, then the next number of the series (allocate-number.ts),
 * then the PDF and UBL into R2. Refused drafts use no number. If the files cannot be made right
 * away the invoice is still issued; the download makes them from the stored document later.
 */
export async function issueInvoice(
  storage: IssuedStorage,
  d1: D1Database,
  draft: IssuedInvoiceRow,
  now = Date.now(),
): Promise<IssueOutcome> {
  if (draft.status !== "draft")
    throw new ApiError(409, "already_issued", "This invoice has already been issued.");
  const company = await findCompanyDetails(storage.db, draft.userId);
  if (!company)
    throw new ApiError(409, "no_company_details", "Save your company details before issuing an invoice.");
  const stored = readDocument(draft);
  const base = prepareInvoice({
    ...stored,
    number: "",
    supplier: toSupplierSnapshot(company, stored.supplier.kor),
  });
  // The snapshot must fit the stored model (a 254-character company e-mail does not).
  if (!parseInvoice(base).ok) {
    throw new ApiError(
      422,
      "company_details_unfit",
      "Your company details do not fit on an invoice (a field is too long). Shorten them in your settings.",
    );
  }
  const paymentReferenceIsNumber = base.paymentReference === "";
  // The number does not change what the rules say (only that there is one), so the next number
  // stands in for the one the allocation will assign.
  const tentativeNumber = `${company.invoicePrefix ?? ""}${company.nextInvoiceNumber}`;
  const readiness = assessIssueReadiness(
    {
      ...base,
      number: tentativeNumber,
      paymentReference: paymentReferenceIsNumber ? tentativeNumber : base.paymentReference,
    },
    draft.einvoiceProfile,
  );
  if (!readiness.pdfReady)
    return { ok: false, error: { dutch: readiness.dutch, einvoice: readiness.einvoice } };
  const amounts = computeStoredAmounts(base);
  if (!amounts.ok) throw new ApiError(422, "amounts_too_large", amounts.error);

  let issued: boolean;
  try {
    issued = await allocateAndIssue(d1, {
      userId: draft.userId,
      invoiceId: draft.id,
      draftUpdatedAt: draft.updatedAt,
      document: JSON.stringify(base),
      paymentReferenceIsNumber,
      amounts: amounts.value,
      now,
      newVatRowId: newId,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    issued = false;
    const current = await findOwnedIssuedInvoice(storage.db, draft.userId, draft.id);
    if (current?.status === "draft") {
      // The counter points at a number the user already has (it was set back in the settings).
      throw new ApiError(
        409,
        "number_taken",
        `Invoice number ${tentativeNumber} is already in use. Set the next invoice number in your settings.`,
      );
    }
  }
  const current = await findOwnedIssuedInvoice(storage.db, draft.userId, draft.id);
  if (!current) throw new ApiError(404, "not_found", "No such invoice.");
  if (!issued) {
    if (current.status !== "draft")
      throw new ApiError(409, "already_issued", "This invoice has already been issued.");
    throw new ApiError(
      409,
      "draft_changed",
      "The draft changed while it was being issued. Please try again.",
    );
  }
  const referenced = await attachPaymentReference(
    storage.db,
    current,
    paymentReferenceIsNumber,
    base.paymentReference,
  );
  try {
    return { ok: true, value: await storeInvoiceFiles(storage, referenced, now) };
  } catch (error) {
    console.error("Issued invoice files could not be stored; they are made on first download", {
      invoiceId: current.id,
      error: String(error),
    });
    return { ok: true, value: current };
  }
}
