import { formatEuro } from "../dashboard/overview/format";

export { formatDay, formatMonth } from "../dashboard/overview/format";
export { formatEuro };

/** 3333 basis points → "33.33 %"; null → "–". */
export function formatShare(basisPoints: number | null): string {
  if (basisPoints === null) return "–";
  const sign = basisPoints < 0 ? "−" : "";
  const absolute = Math.abs(basisPoints);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")} %`;
}

/** 12.5 → "12.5 days", −3 → "3 days early", null → "–". */
export function formatDays(days: number | null): string {
  if (days === null) return "–";
  if (days < 0) return `${-days} ${days === -1 ? "day" : "days"} early`;
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** "2026-Q3" → "Q3 2026". */
export function formatQuarter(quarter: string): string {
  return `${quarter.slice(5)} ${quarter.slice(0, 4)}`;
}
