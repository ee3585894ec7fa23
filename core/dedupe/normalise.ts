import { normaliseDate } from "./normalise-date";
import { collapseSpaces, removeAccents, removePunctuation } from "./normalise-text";
import { normaliseEmail, normaliseNumber, normalisePhone, normalisePostcode } from "./normalise-typed";
import type { Normalisation } from "./types";

const NEEDS_COLLAPSE = /\s\s|[^\S ]/;
// Any code unit above U+007F: only then can NFC change the text (no `u` flag: much faster, same answer).
const NON_ASCII = /[\u0080-\uffff]/;

export const DEFAULT_NORMALISATION: Normalisation = {
  trim: true,
  collapseSpaces: true,
  ignoreCase: true,
  ignoreAccents: false,
  ignorePunctuation: false,
  kind: "text",
};

function normaliseTyped(value: string, rules: Normalisation): string | null {
  switch (rules.kind) {
    case "email":
      return normaliseEmail(value, rules.gmailRules ?? false);
    case "phone":
      return normalisePhone(value, rules.defaultCountry ?? "NL");
    case "postcode":
      return normalisePostcode(value);
    case "number":
      return normaliseNumber(value);
    case "date":
      return normaliseDate(value);
    case "text":
      return null;
  }
}

/**
 * The comparable form of one cell. A typed column (e-mail, phone, ...) gives its canonical form;
 * a value that does not parse as that type falls back to the text options, so nothing is lost.
 */
export function normaliseValue(raw: string, rules: Normalisation): string {
  // Composed and decomposed "é" are the same letter; NFC first so every rule below sees one form.
  const value = NON_ASCII.test(raw) ? raw.normalize("NFC") : raw;
  if (rules.kind !== "text") {
    const typed = normaliseTyped(value, rules);
    if (typed !== null) return typed;
  }
  let text = value;
  if (rules.ignoreAccents) text = removeAccents(text);
  if (rules.ignorePunctuation) text = removePunctuation(text);
  if (rules.ignoreCase) text = text.toLowerCase();
  // Testing first is much cheaper than replacing: most cells have no runs of white space.
  if (rules.collapseSpaces && NEEDS_COLLAPSE.test(text)) text = collapseSpaces(text);
  if (rules.trim) text = text.trim();
  return text;
}
