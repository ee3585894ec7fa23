import { canonicaliseInvoice } from "./canonical";
import type { Invoice } from "./model";

/** What gets rendered and validated: canonical decimals, and the invoice number as payment reference by default. */
export function prepareInvoice(invoice: Invoice): Invoice {
  const canonical = canonicaliseInvoice(invoice);
  return {
    ...canonical,
    paymentReference: canonical.paymentReference || canonical.number,
    precedingInvoice: canonical.kind === "credit-note" ? canonical.precedingInvoice : null,
  };
}
