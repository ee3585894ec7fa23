import { formatBetalingskenmerk } from "../validation/betalingskenmerk";
import { formatCreditorReference } from "../validation/creditor-reference";
import type { InvoiceEvidence } from "./evidence";
import type { Signal } from "./match-types";

function formatReference(reference: string): string {
  if (/^RF/.test(reference)) return formatCreditorReference(reference);
  if (/^\d+$/.test(reference)) return formatBetalingskenmerk(reference);
  return reference;
}

function listNumbers(evidence: readonly InvoiceEvidence[]): string {
  const numbers = evidence.map((item) => item.pool.invoice.number || "(no number)");
  if (numbers.length <= 1) return numbers[0] ?? "";
  return `${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]}`;
}

function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}€${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, "0")}`;
}

/** The reason for a proposal in words, strongest evidence first. */
export function describeProposal(
  evidence: readonly InvoiceEvidence[],
  signals: readonly Signal[],
  differenceCents: number,
): string {
  const parts: string[] = [];
  const plural = evidence.length > 1 ? "invoices" : "invoice";
  const referenced = evidence.filter((item) => item.referenceHit);
  const numbered = evidence.filter((item) => item.numberHit);
  if (referenced.length === 1 && referenced[0]?.referenceHit) {
    parts.push(
      `reference ${formatReference(referenced[0].referenceHit)} matches invoice ${listNumbers(referenced)}`,
    );
  } else if (referenced.length > 1) {
    parts.push(`references match invoices ${listNumbers(referenced)}`);
  }
  if (numbered.length > 0) {
    parts.push(
      `${numbered.length > 1 ? "invoice numbers" : "invoice number"} ${listNumbers(numbered)} in the description`,
    );
  }
  if (parts.length === 0) parts.push(`${plural} ${listNumbers(evidence)}`);
  if (signals.includes("reversal")) parts.push("reverses an earlier payment");
  if (signals.includes("amount-equal"))
    parts.push(evidence.length > 1 ? "amounts add up exactly" : "amount equal");
  if (signals.includes("amounts-add-up")) parts.push("amounts add up exactly");
  if (signals.includes("amount-within-tolerance"))
    parts.push(`amount differs by ${formatCents(Math.abs(differenceCents))}, within your tolerance`);
  if (signals.includes("partial-payment")) parts.push("part payment");
  if (signals.includes("overpayment"))
    parts.push(`paid ${formatCents(Math.abs(differenceCents))} more than open`);
  if (signals.includes("credit-note-netted")) parts.push("credit note netted");
  if (signals.includes("counterparty-account")) parts.push("known account of the customer or supplier");
  else if (signals.includes("counterparty-name")) parts.push("name matches");
  if (signals.includes("paid-before-invoice-date")) parts.push("but paid before the invoice date");
  return parts.join(", ");
}
