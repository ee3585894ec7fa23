import { normaliseDate } from "./normalise-date";
import { normaliseEmail, normaliseNumber, normalisePhone, normalisePostcode } from "./normalise-typed";
import type { ColumnRole, ColumnRule, Normalisation, SimilarityMethod, ValueKind } from "./types";

export type DedupeMode = "exact" | "fuzzy";

const NAME_HEADER = /naam|name|contact|bedrijf|company|firma|organi[sz]ation|klant|customer|persoon|person/i;
const ADDRESS_HEADER = /adres|addr|straat|street|weg|road/i;
const PHONE_HEADER = /tel|phone|mobiel|mobile|gsm|fax/i;
const POSTCODE_HEADER = /post(al)?[\s_-]?code|zip/i;
const EMAIL_HEADER = /e-?mail/i;
export const BIRTH_HEADER = /birth|dob|born|geboort|geb\.?\s*datum/i;
const GIVEN_NAME_HEADER = /first|given|fore|voornaam|roepnaam|christian/i;
const SURNAME_HEADER = /last|sur|family|achter/i;
const FULL_NAME_HEADER = /full|native|volledig/i;

/** What a column says about a person, from its header: fuzzy mode uses it to tell relatives apart. */
function roleOf(header: string, kind: ValueKind, method: SimilarityMethod): ColumnRole | null {
  if (BIRTH_HEADER.test(header)) return "birth-date";
  if (kind !== "text" || method !== "token-set") return null;
  if (GIVEN_NAME_HEADER.test(header)) return "given-name";
  if (FULL_NAME_HEADER.test(header)) return "full-name";
  return SURNAME_HEADER.test(header) ? "surname" : null;
}

function share(samples: readonly string[], test: (value: string) => boolean): number {
  const filled = samples.filter((value) => value.trim() !== "");
  if (filled.length === 0) return 0;
  return filled.filter(test).length / filled.length;
}

/** The value kind of a column from its header and a sample of its values (80 % must parse). */
export function guessKind(header: string, samples: readonly string[]): ValueKind {
  if (
    EMAIL_HEADER.test(header) ||
    share(samples, (v) => v.includes("@") && normaliseEmail(v, false) !== null) >= 0.8
  )
    return "email";
  if (POSTCODE_HEADER.test(header) || share(samples, (v) => normalisePostcode(v) !== null) >= 0.8)
    return "postcode";
  if (share(samples, (v) => normaliseDate(v) !== null) >= 0.8) return "date";
  if (PHONE_HEADER.test(header)) return "phone";
  if (share(samples, (v) => /^[+0(]/.test(v.trim()) && normalisePhone(v, "NL") !== null) >= 0.8)
    return "phone";
  if (share(samples, (v) => normaliseNumber(v) !== null) >= 0.8) return "number";
  return "text";
}

function methodFor(kind: ValueKind, header: string): { method: SimilarityMethod; threshold: number } {
  if (kind !== "text") return { method: "exact", threshold: 1 };
  if (ADDRESS_HEADER.test(header)) return { method: "address", threshold: 0.85 };
  if (NAME_HEADER.test(header)) return { method: "token-set", threshold: 0.8 };
  return { method: "jaro-winkler", threshold: 0.9 };
}

/**
 * The default rule for one column. Exact mode normalises what Excel users expect to be "the same"
 * (spaces, case); fuzzy mode also ignores accents and punctuation, which its similarity would
 * otherwise count as differences.
 */
export function suggestColumnRule(
  column: number,
  header: string,
  samples: readonly string[],
  mode: DedupeMode,
): ColumnRule {
  const kind = guessKind(header, samples);
  const normalisation: Normalisation = {
    trim: true,
    collapseSpaces: true,
    ignoreCase: true,
    ignoreAccents: mode === "fuzzy",
    ignorePunctuation: mode === "fuzzy" && kind === "text",
    kind,
    gmailRules: false,
    defaultCountry: "NL",
  };
  const { method, threshold } = methodFor(kind, header);
  const role = mode === "fuzzy" ? roleOf(header, kind, method) : null;
  return { column, normalisation, method, threshold, ...(role ? { role } : {}) };
}
