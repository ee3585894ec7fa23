/**
 * Display formats of the overview. Amounts stay integer cents until they become text here, so no
 * figure is ever rounded through a float.
 */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? "−" : "";
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}€${whole}.${String(absolute % 100).padStart(2, "0")}`;
}

/** "EUR 12.50" style for a non-euro account. */
export function formatMoney(cents: number, currency: string): string {
  if (currency === "EUR") return formatEuro(cents);
  const sign = cents < 0 ? "−" : "";
  const absolute = Math.abs(cents);
  return `${sign}${currency} ${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" → "Mar 2026". */
export function formatMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
}

/** "2026-03-09" → "9 Mar 2026". */
export function formatDay(date: string): string {
  return `${Number(date.slice(8, 10))} ${formatMonth(date.slice(0, 7))}`;
}

/** 2100 basis points → "21 %". */
export function formatRate(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  return `${rest === 0 ? whole : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`} %`;
}

export function formatTime(at: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(at));
}
