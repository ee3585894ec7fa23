import type { Field, LineItem, VatLine } from "../types";

/** Values read from an e-invoice are exact: confidence 1, no page box. */
export function exact<T>(value: T | null | undefined): Field<T> | undefined {
  return value === null || value === undefined || value === ""
    ? undefined
    : { value, confidence: 1, source: null };
}

export function vatLine(rate: string, baseCents: number | null, vatCents: number): VatLine {
  return { rate, baseCents, vatCents, confidence: 1, source: null };
}

export function lineItem(item: Omit<LineItem, "confidence" | "source">): LineItem {
  return { ...item, confidence: 1, source: null };
}

/** UNCL 5305 category AE is reverse charge (btw verlegd). */
export function rateFor(category: string | null, percent: string | null): string {
  if (category === "AE") return "reverse-charge";
  return percent ?? "0";
}

export function termsDays(note: string | null): number | null {
  const match = note ? /(\d{1,3})\s*(dagen|days?|tage|jours)/i.exec(note) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/** CII dates are format 102 (YYYYMMDD); UBL dates are already ISO. */
export function isoDate(value: string | null): string | null {
  if (!value) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
}
