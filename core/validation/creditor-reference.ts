import { mod97 } from "./mod97";

/**
 * ISO 11649 structured creditor reference: "RF", two check digits, then 1–21 letters or digits.
 * The check is ISO 7064 MOD 97-10 over the reference with "RF" + check digits moved to the end.
 */
export function compactCreditorReference(text: string): string {
  return text.replace(/\s/g, "").toUpperCase();
}

export function isValidCreditorReference(text: string): boolean {
  const compact = compactCreditorReference(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/** An RF reference for a base of letters and digits (separators dropped), e.g. "539007547034" → "RF18539007547034". */
export function createCreditorReference(base: string): string {
  const body = base.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  if (body.length === 0 || body.length > 21)
    throw new RangeError("An RF reference holds 1 to 21 letters or digits.");
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, "0")}${body}`;
}

/** "RF18 5390 0754 7034": groups of four, the printed form ISO 11649 recommends. */
export function formatCreditorReference(text: string): string {
  return compactCreditorReference(text).replace(/(.{4})(?=.)/g, "$1 ");
}
