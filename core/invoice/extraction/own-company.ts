/** The user's own company (from their profile): it is the buyer on invoices they receive, never the supplier. */
export interface OwnCompany {
  readonly name?: string | null;
  readonly vatId?: string | null;
  readonly kvk?: string | null;
  readonly iban?: string | null;
}

/** Identifiers compared without spaces, dots and letter case ("NL 8012.34.567 B01" = "nl801234567b01"). */
export function sameIdentifier(a: string | null | undefined, b: string | null | undefined): boolean {
  const compact = (value: string): string => value.replace(/[\s.-]/g, "").toUpperCase();
  return Boolean(a && b && compact(a).length > 0 && compact(a) === compact(b));
}

const LEGAL_FORMS =
  /\b(b\.?v\.?|n\.?v\.?|v\.o\.f\.?|gmbh|ag|ug|kg|e\.k\.|sarl|sas|sa|ltd|limited|llc|inc|plc|bvba|srl)\b\.?/gi;

function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_FORMS, " ")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The same company name, ignoring legal form, punctuation, spacing and case ("Acme B.V." = "ACME BV"). */
export function sameCompanyName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = nameKey(a);
  return left.length >= 2 && left === nameKey(b);
}

/** Whether a text line names the own company (its name is the whole line, or the line starts with it). */
export function namesOwnCompany(text: string, own: OwnCompany | undefined): boolean {
  return Boolean(own?.name && sameCompanyName(text, own.name));
}
