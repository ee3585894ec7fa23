import { formatBetalingskenmerk } from "../validation/betalingskenmerk";
import { formatCreditorReference } from "../validation/creditor-reference";
import type { InvoiceEvidence } from "./evidence";
import type { Signal } from "./match-types";
import { describeReasonParts, type ReasonPart } from "./reason-parts";

function formatReference(reference: string): string {
  if (/^RF/.test(reference)) return formatCreditorReference(reference);
  if (/^\d+$/.test(reference)) return formatBetalingskenmerk(reference);
  return reference;
}

function listNumbers(evidence: readonly InvoiceEvidence[]): string[] {
  return evidence.map((item) => item.pool.invoice.number);
}

/** Why a proposal matches, as codes with values, strongest evidence first. */
export function listReasonParts(
  evidence: readonly InvoiceEvidence[],
  signals: readonly Signal[],
  differenceCents: number,
): ReasonPart[] {
  const parts: ReasonPart[] = [];
  const referenced = evidence.filter((item) => item.referenceHit);
  const numbered = evidence.filter((item) => item.numberHit);
  if (referenced.length === 1 && referenced[0]?.referenceHit) {
    parts.push({
      code: "reference",
      reference: formatReference(referenced[0].referenceHit),
      numbers: listNumbers(referenced),
    });
  } else if (referenced.length > 1) {
    parts.push({ code: "references", numbers: listNumbers(referenced) });
  }
  if (numbered.length > 0) parts.push({ code: "invoice-number", numbers: listNumbers(numbered) });
  if (parts.length === 0) parts.push({ code: "invoices", numbers: listNumbers(evidence) });
  if (signals.includes("reversal")) parts.push({ code: "reverses-earlier" });
  if (signals.includes("amount-equal"))
    parts.push({ code: evidence.length > 1 ? "amounts-add-up" : "amount-equal" });
  if (signals.includes("amounts-add-up")) parts.push({ code: "amounts-add-up" });
  if (signals.includes("amount-within-tolerance"))
    parts.push({ code: "amount-within-tolerance", cents: Math.abs(differenceCents) });
  if (signals.includes("partial-payment")) parts.push({ code: "part-payment" });
  if (signals.includes("overpayment")) parts.push({ code: "overpayment", cents: Math.abs(differenceCents) });
  if (signals.includes("credit-note-netted")) parts.push({ code: "credit-note-netted" });
  if (signals.includes("counterparty-account")) parts.push({ code: "counterparty-account" });
  else if (signals.includes("counterparty-name")) parts.push({ code: "counterparty-name" });
  if (signals.includes("paid-before-invoice-date")) parts.push({ code: "paid-before-invoice-date" });
  return parts;
}

/** The reason for a proposal in English words, strongest evidence first. */
export function describeProposal(
  evidence: readonly InvoiceEvidence[],
  signals: readonly Signal[],
  differenceCents: number,
): string {
  return describeReasonParts(listReasonParts(evidence, signals, differenceCents));
}
