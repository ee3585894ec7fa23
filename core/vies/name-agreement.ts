import { LEGAL_FORM_WORDS } from "../company/legal-forms";

/** Legal forms and the connecting words a source may write out or leave ("&", "en", "und"). */
const IGNORED_WORDS: ReadonlySet<string> = new Set([...LEGAL_FORM_WORDS, "en", "und", "and", "et"]);

/** A company name reduced to what identifies it: letters and digits, no accents, no legal form. */
export function normaliseCompanyName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // "B.V." and "S.p.A." become one word; "Sp. z o.o." is joined below.
    .replace(/[.'’]/g, "")
    .replace(/sp z oo/g, "spzoo")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const kept = words.filter((word) => !IGNORED_WORDS.has(word));
  return (kept.length > 0 ? kept : words).join("");
}

/**
 * Whether the name registered at VIES is the supplier name read from the invoice: equal once case,
 * accents, punctuation and legal forms are set aside. A trade name that differs from the registered
 * one does not agree (the review then leaves the confidence as it was).
 */
export function registeredNameAgrees(registered: string | null, extracted: string | null): boolean {
  if (!registered || !extracted) return false;
  const left = normaliseCompanyName(registered);
  return left.length > 0 && left === normaliseCompanyName(extracted);
}
