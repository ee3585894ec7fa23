import { expandAddressAbbreviations } from "./address-abbreviations";
import { cellText } from "./cell-text";
import { boundedTypoDistance } from "./edit-distance";
import { mayBeLegalForm, withoutLegalForm } from "./legal-forms";
import { compareNameTraits, type NameTraits, nameTraits } from "./name-traits";
import { formalGivenNames, isKnownGivenName } from "./nicknames";
import { normaliseValue } from "./normalise";
import { type PhoneticCode, phoneticCode, soundAlike } from "./phonetic";
import { jaroWinkler, jaroWinklerBound, tokenise, tokenSetRatioOfTokens } from "./similarity";
import type { ColumnRule, Row } from "./types";

/** Level of a pair where either value is blank: no evidence either way. */
export const MISSING = 255;

export type ComparisonKind =
  | "name"
  | "text"
  | "address"
  | "code"
  | "date"
  | "email"
  | "phone"
  | "postcode"
  | "exact";

/** Level labels per kind, most alike first; the last level is always "different". */
export const LEVEL_LABELS: Readonly<Record<ComparisonKind, readonly string[]>> = {
  name: ["exact match", "near match", "sounds alike", "similar", "different"],
  text: ["exact match", "near match", "similar", "different"],
  address: ["exact match", "near match", "similar", "different"],
  code: ["exact match", "one typo", "two typos", "different"],
  date: ["exact match", "one typo or day and month swapped", "two typos", "different"],
  email: ["exact match", "same name at another domain, or one typo", "two or three typos", "different"],
  phone: ["exact match", "same number with or without country or area code, or one typo", "different"],
  postcode: ["exact match", "same area", "different"],
  exact: ["exact match", "different"],
};

const NEAR = 0.92;
/** A phone number's last seven digits: the subscriber number without country and area code. */
const LOCAL_DIGITS = 7;
const SIMILAR = 0.8;
/** Up to this many typos an e-mail address is similar (one typo is a near match). */
const EMAIL_TYPOS = 3;

/** One column prepared for pair comparisons: each distinct value is analysed once. */
export interface PreparedComparison {
  readonly rule: ColumnRule;
  readonly kind: ComparisonKind;
  readonly labels: readonly string[];
  /** Distinct-value id per row, -1 for blank. */
  readonly ids: Int32Array;
  readonly values: readonly string[];
  /** The comparison level of two rows, or MISSING. */
  level(a: number, b: number): number;
  /** Candidate-pair key of a distinct value (rows sharing it are compared); "" for none. */
  readonly blockingKeys: readonly (readonly string[])[];
  /**
   * Names only: whether two rows' names are alike only through the nickname table (Bob and Robbie,
   * both Robert), not by their letters or sound. A father and his son often share the formal name.
   */
  nicknameOnly?(a: number, b: number): boolean;
}

export function comparisonKind(rule: ColumnRule): ComparisonKind {
  switch (rule.normalisation.kind) {
    case "email":
    case "phone":
    case "postcode":
    case "date":
      return rule.normalisation.kind;
    case "number":
      return "code";
    case "text":
      if (rule.method === "exact") return "exact";
      if (rule.method === "token-set") return "name";
      if (rule.method === "address") return "address";
      return "text";
  }
}

/**
 * Words people type for "no value". Two rows that both say "unknown" agree on nothing, and "n/a"
 * against a real value is no disagreement either: both are blank (no evidence either way).
 */
const PLACEHOLDERS: ReadonlySet<string> = new Set([
  "-",
  "--",
  "?",
  "n/a",
  "na",
  "n a",
  "nvt",
  "n.v.t.",
  "n v t",
  "null",
  "none",
  "nil",
  "unknown",
  "onbekend",
  "geen",
  "leeg",
  "empty",
  "x",
  "xx",
  "xxx",
]);

/** Distinct normalised values and each row's value id; each distinct cell text is normalised once. */
function internValues(rows: readonly Row[], rule: ColumnRule, kind: ComparisonKind) {
  const ids = new Int32Array(rows.length);
  const values: string[] = [];
  const byValue = new Map<string, number>();
  const byText = new Map<string, number>();
  for (let row = 0; row < rows.length; row++) {
    const text = cellText(rows[row]?.[rule.column]);
    let id = byText.get(text);
    if (id === undefined) {
      let value = PLACEHOLDERS.has(text.trim().toLowerCase()) ? "" : normaliseValue(text, rule.normalisation);
      if (kind === "address") value = expandAddressAbbreviations(value);
      id = value === "" ? -1 : (byValue.get(value) ?? values.length);
      if (id === values.length) {
        byValue.set(value, id);
        values.push(value);
      }
      byText.set(text, id);
    }
    ids[row] = id;
  }
  return { ids, values };
}

function daySwapped(a: string, b: string): boolean {
  const [yearA, monthA, dayA] = a.split("-");
  const [yearB, monthB, dayB] = b.split("-");
  return yearA === yearB && monthA === dayB && dayA === monthB && dayA !== undefined;
}

type LevelOfValues = (x: number, y: number) => number;

/**
 * A name's formal forms, or null when it has none: "Bob" → robert, "Pat" → patrick and patricia,
 * "Vos B.V." → vos. Most names
 * hold neither a nickname nor a legal form, so those are checked word by word first.
 */
function formalNamesOf(words: readonly string[]): readonly string[] | null {
  if (!words.some((word) => isKnownGivenName(word) || mayBeLegalForm(word))) return null;
  const joined = words.join(" ");
  const core = withoutLegalForm(joined);
  return formalGivenNames(core) ?? (core === joined ? null : [tokenise(core).join(" ")]);
}

function textLevels(
  values: readonly string[],
  kind: "text" | "address" | "name",
): {
  level: LevelOfValues;
  keys: string[][];
  nicknameOnly?: (x: number, y: number) => boolean;
} {
  const tokens = values.map(tokenise);
  const sorted = tokens.map((words) => words.join(" "));
  const codes: PhoneticCode[] | null = kind === "name" ? values.map(phoneticCode) : null;
  // Bob and Robert, Kees and Cornelis, "Jansen Bouw B.V." and "Jansen Bouw": the same name, a near match.
  const formal = kind === "name" ? tokens.map(formalNamesOf) : null;
  /** Whether two names have a formal form in common (their own spelling when they have none). */
  const sameFormal = (x: number, y: number): boolean => {
    const own = formal?.[x] ?? [sorted[x] ?? ""];
    const other = formal?.[y] ?? [sorted[y] ?? ""];
    return own.some((name) => other.includes(name));
  };
  const similarity = (x: number, y: number): number => {
    const a = values[x] ?? "";
    const b = values[y] ?? "";
    if (kind === "address") return tokenSetRatioOfTokens(tokens[x] ?? [], tokens[y] ?? []);
    const plain = jaroWinklerBound(a.length, b.length) < SIMILAR ? 0 : jaroWinkler(a, b);
    if (kind === "text" || plain >= NEAR || (tokens[x]?.length ?? 0) + (tokens[y]?.length ?? 0) <= 2)
      return plain;
    // Names: "Jansen, Jan" and "Jan Jansen" are the same words in another order.
    return Math.max(plain, jaroWinkler(sorted[x] ?? "", sorted[y] ?? ""));
  };
  const traits = kind === "name" ? tokens.map(nameTraits) : null;
  const level: LevelOfValues = (x, y) => {
    if (traits) {
      const settled = compareNameTraits(traits[x] as NameTraits, traits[y] as NameTraits);
      if (settled === "missing") return MISSING;
      if (settled === "different") return LEVEL_LABELS.name.length - 1;
    }
    const score = sorted[x] === sorted[y] || (formal && sameFormal(x, y)) ? 1 : similarity(x, y);
    if (score >= NEAR) return 1;
    if (codes) {
      if (soundAlike(codes[x] as PhoneticCode, codes[y] as PhoneticCode)) return 2;
      return score >= SIMILAR ? 3 : 4;
    }
    return score >= SIMILAR ? 2 : 3;
  };
  const keys = values.map((value, id) => {
    const own = [sorted[id] ?? value];
    if (codes) own.push(`~${codes[id]?.primary ?? ""}`);
    // Each formal name is a key of its own: "vos" and "vos b v", "bob" and "robert" are compared.
    for (const formalName of formal?.[id] ?? []) if (formalName !== own[0]) own.push(formalName);
    return own;
  });
  if (!formal) return { level, keys };
  // A spelling variant (Annabelle, Anabella) sounds alike and is not a nickname; Andy and Andrew are.
  const nicknameOnly = (x: number, y: number): boolean =>
    x !== y &&
    (formal[x] ?? null) !== null &&
    sameFormal(x, y) &&
    similarity(x, y) < NEAR &&
    !soundAlike(codes?.[x] as PhoneticCode, codes?.[y] as PhoneticCode);
  return { level, keys, nicknameOnly };
}

function typedLevels(
  values: readonly string[],
  kind: ComparisonKind,
): { level: LevelOfValues; keys: string[][] } {
  const keys = values.map((value) => [value]);
  switch (kind) {
    case "code":
    case "date":
      return {
        level: (x, y) => {
          const a = values[x] ?? "";
          const b = values[y] ?? "";
          if (kind === "date" && daySwapped(a, b)) return 1;
          const distance = boundedTypoDistance(a, b, 2);
          return distance <= 2 ? distance : 3;
        },
        keys,
      };
    case "email": {
      const locals = values.map((value) => value.slice(0, value.lastIndexOf("@")));
      return {
        level: (x, y) => {
          const a = values[x] ?? "";
          const b = values[y] ?? "";
          if (locals[x] === locals[y]) return 1;
          // Re-typed addresses with a few typos ("zporter@robinson.com", "zportsr@robineo.com").
          const distance = boundedTypoDistance(a, b, EMAIL_TYPOS);
          return distance <= 1 ? 1 : distance <= EMAIL_TYPOS ? 2 : 3;
        },
        keys: values.map((value, id) => [value, `@${locals[id] ?? ""}`]),
      };
    }
    case "phone": {
      // The subscriber part: "+1 702-919-1300" and "702-919-1300" (read with another default
      // country), or "321-3212" without its area code, are the same line.
      const local = values.map((value) => value.replace(/\D/g, "").slice(-LOCAL_DIGITS));
      const hasLocal = (id: number): boolean => (local[id]?.length ?? 0) === LOCAL_DIGITS;
      return {
        level: (x, y) =>
          (hasLocal(x) && local[x] === local[y]) ||
          boundedTypoDistance(values[x] ?? "", values[y] ?? "", 1) <= 1
            ? 1
            : 2,
        keys: values.map((value, id) => (hasLocal(id) ? [value, `#${local[id]}`] : [value])),
      };
    }
    case "postcode":
      return {
        level: (x, y) => ((values[x] ?? "").slice(0, 4) === (values[y] ?? "").slice(0, 4) ? 1 : 2),
        keys,
      };
    default:
      return { level: () => 1, keys };
  }
}

const CACHE_BITS = 20;
/** Cleared when this full: linear probing stays short. */
const CACHE_LIMIT = ((1 << CACHE_BITS) * 3) / 4;

/**
 * Repeated value pairs (cities, first names) are compared once. The cache is an open-addressing
 * table in typed arrays: a Map keyed by x * distinct + y allocated a number per lookup on large files.
 */
function cacheLevels(compare: LevelOfValues): LevelOfValues {
  const mask = (1 << CACHE_BITS) - 1;
  const first = new Int32Array(1 << CACHE_BITS).fill(-1);
  const second = new Int32Array(1 << CACHE_BITS);
  const levels = new Uint8Array(1 << CACHE_BITS);
  let size = 0;
  return (x, y) => {
    const low = Math.min(x, y);
    const high = Math.max(x, y);
    let slot = (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca77)) & mask;
    for (;;) {
      const known = first[slot] as number;
      if (known < 0) break;
      if (known === low && second[slot] === high) return levels[slot] as number;
      slot = (slot + 1) & mask;
    }
    const level = compare(x, y);
    if (size >= CACHE_LIMIT) {
      first.fill(-1);
      size = 0;
      slot = (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca77)) & mask;
    }
    first[slot] = low;
    second[slot] = high;
    levels[slot] = level;
    size++;
    return level;
  };
}

/** A column whose level of a pair is looked at again by `check` (a swapped or split name). */
export function withLevelCheck(
  column: PreparedComparison,
  check: (level: number, a: number, b: number) => number,
): PreparedComparison {
  const own = column.level.bind(column);
  return { ...column, level: (a, b) => check(own(a, b), a, b) };
}

/** Normalises one column and builds its comparison levels (exact, near, phonetic, different, missing). */
export function prepareComparison(rows: readonly Row[], rule: ColumnRule): PreparedComparison {
  const kind = comparisonKind(rule);
  const { ids, values } = internValues(rows, rule, kind);
  const {
    level: compare,
    keys,
    nicknameOnly,
  } = kind === "name" || kind === "text" || kind === "address"
    ? textLevels(values, kind)
    : { ...typedLevels(values, kind), nicknameOnly: undefined };
  // Only string similarity is worth a cache; typed checks are cheaper than a lookup.
  const textual = kind === "name" || kind === "text" || kind === "address";
  const levelOfValues = textual ? cacheLevels(compare) : compare;
  return {
    rule,
    kind,
    labels: LEVEL_LABELS[kind],
    ids,
    values,
    blockingKeys: keys,
    level(a, b) {
      const x = ids[a] ?? -1;
      const y = ids[b] ?? -1;
      if (x < 0 || y < 0) return MISSING;
      if (x === y) return 0;
      return levelOfValues(x, y);
    },
    ...(nicknameOnly
      ? { nicknameOnly: (a: number, b: number) => nicknameOnly(ids[a] ?? -1, ids[b] ?? -1) }
      : {}),
  };
}
