/**
 * Finding an invoice number in free remittance text. People retype numbers: "2024-0012" arrives
 * as "factuur 2024-0012", "fact. 2024 12", "20240012", "INV 24/0012" or "F2024-12". Both sides
 * are reduced to letter and digit groups (leading zeros dropped); the text must contain the
 * invoice's digit groups in order, joined only by separators, and not be part of a longer number
 * or date. A four-digit year group (19xx/20xx) may be written with two digits.
 */
export interface InvoiceNumberPattern {
  /** Significant digit groups, leading zeros removed ("2024-0012" → ["2024", "12"]). */
  readonly digitGroups: readonly string[];
  /** Letters before the first digits ("INV-2024-0012" → "INV"), upper case. */
  readonly prefix: string;
  readonly pattern: RegExp | null;
  /** The last digit group and all digits run together, for a quick look-up before the pattern runs. */
  readonly key: string;
  readonly compactKey: string;
}

const SEPARATOR = "[\\s\\-/._:#]*";

function stripZeros(group: string): string {
  return group.replace(/^0+(?=\d)/, "");
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function groupPattern(group: string, index: number, count: number): string {
  const digits = `0*${escapePattern(stripZeros(group))}`;
  const isYear = index === 0 && count > 1 && /^(19|20)\d\d$/.test(group);
  return isYear ? `(?:${group.slice(0, 2)})?${group.slice(2)}` : digits;
}

/** Compiles the look-for pattern of one invoice number; null when the number is too short to find safely. */
export function compileInvoiceNumber(number: string): InvoiceNumberPattern {
  const upper = number.toUpperCase();
  const digitGroups = (upper.match(/\d+/g) ?? []).map(stripZeros);
  const prefix = /^[^A-Z0-9]*([A-Z]+)/.exec(upper)?.[1] ?? "";
  const key = digitGroups[digitGroups.length - 1] ?? "";
  const compactKey = stripZeros((upper.match(/\d+/g) ?? []).join(""));
  const significantDigits = digitGroups.join("").length;
  // "12" alone would be found in every text; it needs its letters ("INV-12") and even then three digits in all.
  const findable = significantDigits >= 4 || (prefix !== "" && significantDigits >= 2);
  if (digitGroups.length === 0 || !findable) return { digitGroups, prefix, pattern: null, key, compactKey };
  const raw = upper.match(/\d+/g) ?? [];
  const body = raw.map((group, index) => groupPattern(group, index, raw.length)).join(SEPARATOR);
  const needsPrefix = significantDigits < 4;
  const prefixPart = prefix ? `(?:${escapePattern(prefix)}${SEPARATOR})${needsPrefix ? "" : "?"}` : "";
  const compact = digitGroups.length > 1 ? `|${escapePattern(raw.join(""))}` : "";
  // Not inside a longer number, nor a part of a date or amount written with tight separators.
  const source = `(?<![0-9])(?<![0-9][\\-/.,])(?:${prefixPart}(?:${body})${compact})(?![0-9])(?![\\-/.,][0-9])`;
  return { digitGroups, prefix, pattern: new RegExp(source, "i"), key, compactKey };
}

/** The significant digit groups of a text, for the quick look-up. */
export function digitGroupsOf(text: string): Set<string> {
  return new Set((text.match(/\d+/g) ?? []).map(stripZeros));
}

export function containsInvoiceNumber(
  text: string,
  compiled: InvoiceNumberPattern,
  groups?: Set<string>,
): boolean {
  if (!compiled.pattern) return false;
  const present = groups ?? digitGroupsOf(text);
  if (!present.has(compiled.key) && !present.has(compiled.compactKey)) return false;
  return compiled.pattern.test(text);
}
