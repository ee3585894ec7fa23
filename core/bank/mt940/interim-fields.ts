import type { EntryTotal } from "../model";
import { readYymmdd } from "./dates";
import { readSwiftAmount } from "./swift-amount";

/** `:13D:` YYMMDDhhmm±hhmm → "2016-10-30T17:30+00:00"; null when unreadable. */
export function readReportTime(value: string): string | null {
  const match = /^(\d{6})(\d{2})(\d{2})([+-]\d{2})(\d{2})$/.exec(value.replace(/\s+/g, ""));
  if (!match) return null;
  const date = readYymmdd(match[1] ?? "");
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (date === null || hours > 23 || minutes > 59) return null;
  return `${date}T${match[2]}:${match[3]}${match[4]}:${match[5]}`;
}

/** `:34F:` currency, optional D or C, amount ("EURD0,00", "PLN0"); null when unreadable. */
export function readFloorLimit(
  value: string,
): { mark: "" | "D" | "C"; amount: string; currency: string } | null {
  const match = /^([A-Z]{3})([DC]?)([\d,.]+)$/.exec(value.trim());
  const amount = match ? readSwiftAmount(match[3] ?? "") : null;
  if (!match || amount === null) return null;
  return { mark: (match[2] ?? "") as "" | "D" | "C", amount, currency: match[1] ?? "" };
}

/** `:90D:`/`:90C:` number of entries, currency, total ("1EUR2,30"); null when unreadable. */
export function readEntryTotal(value: string): EntryTotal | null {
  const match = /^(\d{1,5})([A-Z]{3})([\d,.]+)$/.exec(value.trim());
  const amount = match ? readSwiftAmount(match[3] ?? "") : null;
  if (!match || amount === null) return null;
  return { count: Number(match[1]), amount, currency: match[2] ?? "" };
}
