/**
 * Money and number inputs accept both decimal styles (`1.234,56` and `1,234.56`) and say which one
 * they read, so a typed amount is never silently a thousand times off.
 */
import type { Language } from "../i18n/language";

/** How the input was read: decimal comma, decimal point, or a whole number. */
export type DecimalStyle = "comma" | "point" | "whole";

export interface DecimalReading {
  /** Canonical decimal: `-1234.56`. */
  readonly value: string;
  readonly style: DecimalStyle;
}

/**
 * Reads a typed number. When both separators appear the last one is the decimal separator
 * (`1.234,56`, `1,234.56`); repeated separators are grouping (`1.234.567`). One separator followed by
 * exactly three digits (`1.234`) is ambiguous: it is read the interface language's way (a decimal
 * comma in Dutch, a decimal point in English, the other one grouping), and the caller shows how it was
 * read. Returns null for text that is not a number.
 */
export function readDecimalInput(input: string, language: Language): DecimalReading | null {
  const compact = input.trim().replace(/[\s\u00a0\u202f'€]/g, "");
  if (!/^[-+]?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const negative = compact.startsWith("-");
  const body = compact.replace(/^[-+]/, "");
  const lastComma = body.lastIndexOf(",");
  const lastDot = body.lastIndexOf(".");
  let style: DecimalStyle;
  if (lastComma === -1 && lastDot === -1) style = "whole";
  else if (lastComma !== -1 && lastDot !== -1) style = lastComma > lastDot ? "comma" : "point";
  else {
    const separator = lastComma !== -1 ? "," : ".";
    const parts = body.split(separator);
    const tail = parts[parts.length - 1] ?? "";
    // `1.234.567` or `1,234,567`: repeated separators are grouping.
    if (parts.length > 2) style = "whole";
    // `1.234` / `1,234`: grouping in the other language's style, decimal in the interface's own.
    else if (tail.length === 3) {
      const ownDecimal = language === "nl" ? "," : ".";
      style = separator === ownDecimal ? (separator === "," ? "comma" : "point") : "whole";
    } else style = separator === "," ? "comma" : "point";
  }
  const [groupSeparator, decimalSeparator] =
    style === "comma" ? [".", ","] : style === "point" ? [",", "."] : [/[.,]/g, null];
  const withoutGroups =
    typeof groupSeparator === "string"
      ? body.split(groupSeparator).join("")
      : body.replace(groupSeparator, "");
  const canonical = decimalSeparator ? withoutGroups.replace(decimalSeparator, ".") : withoutGroups;
  if (!/^\d+(\.\d+)?$/.test(canonical)) return null;
  const trimmed = canonical.replace(/^0+(?=\d)/, "");
  return { value: `${negative && /[1-9]/.test(trimmed) ? "-" : ""}${trimmed}`, style };
}
