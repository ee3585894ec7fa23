import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { formatEuro } from "../dashboard/overview/format";

export { formatDay, formatMonth } from "../dashboard/overview/format";
export { formatEuro };

/** 3333 basis points → "33.33%" / "33,33%"; null → "–". */
export function formatShare(basisPoints: number | null): string {
  if (basisPoints === null) return "–";
  const percent = formatNumber(basisPoints / 100, pageLanguage(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${percent.replace("-", "−")}%`;
}

/** 12.5 → "12.5 days" / "12,5 dagen", −3 → "3 days early", null → "–". */
export function formatDays(days: number | null): string {
  if (days === null) return "–";
  const count = Math.abs(days);
  const shown = formatNumber(count, pageLanguage(), { maximumFractionDigits: 1 });
  return days < 0 ? m.analytics_days_early({ count, days: shown }) : m.analytics_days({ count, days: shown });
}

/** "2026-Q3" → "Q3 2026". */
export function formatQuarter(quarter: string): string {
  return `${quarter.slice(5)} ${quarter.slice(0, 4)}`;
}
