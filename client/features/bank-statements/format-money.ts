/**
 * Shows an exact decimal amount ("-1234.5", "0.12345") in Dutch notation ("-1.234,50") without going
 * through a float, so what the accountant sees is exactly what the bank wrote.
 */
export function formatAmount(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${negative ? "-" : ""}${grouped},${fraction.padEnd(2, "0")}`;
}

export function formatMoney(amount: string, currency: string): string {
  return `${currency} ${formatAmount(amount)}`;
}

/** 2024-01-31 → 31-01-2024, the way Dutch statements print dates. */
export function formatDate(iso: string): string {
  return iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : "";
}
