/** An XML decimal ("1234.5", "-0.50") as integer cents, exactly (no floating point; half away from zero). */
export function decimalToCents(value: string | null): number | null {
  if (value === null) return null;
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match?.[2]) return null;
  const fraction = (match[3] ?? "").padEnd(3, "0");
  let cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return match[1] === "-" ? -cents : cents;
}

/** A decimal quantity or percentage as a normalised string ("2.000" → "2", "5.50" → "5.5"). */
export function normaliseDecimal(value: string | null): string | null {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const trimmed = value.trim();
  return trimmed.includes(".") ? trimmed.replace(/0+$/, "").replace(/\.$/, "") : trimmed;
}
