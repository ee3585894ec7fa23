import { formatCents } from "../../../core/invoice/extraction/amounts";

/** "EUR 6154.33" for lists and totals; empty when there is no amount. */
export function formatAmount(cents: number | null, currency: string | null): string {
  if (cents === null) return "";
  return `${currency ?? ""} ${formatCents(cents)}`.trim();
}
