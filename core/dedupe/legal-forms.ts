import { LEGAL_FORM_WORDS as LEGAL_FORMS } from "../company/legal-forms";

/** Two-letter forms written with dots or spaces: "b v", "n v". */
const SPLIT_FORMS = /\b([bn]) v\b|\bv o f\b/g;

/** The words of a name without its legal form; the words unchanged when nothing else would remain. */
export function withoutLegalForm(value: string): string {
  const words = value
    .toLowerCase()
    .replace(SPLIT_FORMS, "")
    .split(/\s+/)
    .filter((word) => word !== "" && !LEGAL_FORMS.has(word));
  return words.length > 0 ? words.join(" ") : value.toLowerCase();
}

/** Whether a word may be (part of) a legal form: a quick test before the full removal. */
export function mayBeLegalForm(word: string): boolean {
  return LEGAL_FORMS.has(word) || (word.length === 1 && "bnvof".includes(word));
}
