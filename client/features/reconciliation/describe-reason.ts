import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { joinNumbers, type ReasonPart } from "../../../core/reconcile/reason-parts";

function describePart(part: ReasonPart): string {
  const numbers = joinNumbers(part.numbers ?? [], m.match_and(), m.match_no_number());
  const count = part.numbers?.length ?? 0;
  const amount = formatMoney(part.cents ?? 0, "EUR", pageLanguage());
  switch (part.code) {
    case "reference":
      return m.match_reason_reference({ reference: part.reference ?? "", numbers });
    case "references":
      return m.match_reason_references({ numbers });
    case "invoice-number":
      return m.match_reason_invoice_number({ count, numbers });
    case "invoices":
      return m.match_reason_invoices({ count, numbers });
    case "reverses-earlier":
      return m.match_reason_reverses_earlier();
    case "amount-equal":
      return m.match_reason_amount_equal();
    case "amounts-add-up":
      return m.match_reason_amounts_add_up();
    case "amount-within-tolerance":
      return m.match_reason_within_tolerance({ amount });
    case "part-payment":
      return m.match_reason_part_payment();
    case "overpayment":
      return m.match_reason_overpayment({ amount });
    case "credit-note-netted":
      return m.match_reason_credit_note_netted();
    case "counterparty-account":
      return m.match_reason_counterparty_account();
    case "counterparty-name":
      return m.match_reason_counterparty_name();
    case "paid-before-invoice-date":
      return m.match_reason_paid_before_invoice_date();
    case "reverses-payment":
      return m.match_reason_reverses_payment({ amount });
    case "matched-by-hand":
      return m.match_reason_matched_by_hand();
  }
}

/**
 * Why a suggestion or booking matches, in the page language. English keeps the server's exact words;
 * a suggestion or booking saved before reasons had codes has only those words.
 */
export function describeReason(reason: string, parts: readonly ReasonPart[] | null): string {
  if (!parts || pageLanguage() === "en") return reason;
  return parts.map(describePart).join(", ");
}
