import type { Invoice, InvoiceLine } from "./model";
import { canonicalDecimal } from "./money";

function canonicalLine(line: InvoiceLine): InvoiceLine {
  return {
    ...line,
    quantity: canonicalDecimal(line.quantity),
    unitPrice: canonicalDecimal(line.unitPrice),
    vatRate: line.vatRate === "" ? "" : canonicalDecimal(line.vatRate),
    discount: line.discount && { ...line.discount, value: canonicalDecimal(line.discount.value) },
  };
}

/** The same invoice with every decimal in canonical form ("1.50" → "1.5") and text trimmed. */
export function canonicaliseInvoice(invoice: Invoice): Invoice {
  return {
    ...invoice,
    number: invoice.number.trim(),
    buyerReference: invoice.buyerReference.trim(),
    orderReference: invoice.orderReference.trim(),
    paymentReference: invoice.paymentReference.trim(),
    notes: invoice.notes.trim(),
    lines: invoice.lines.map(canonicalLine),
  };
}
