import { expandAddressAbbreviations } from "./address-abbreviations";
import type { SimilarityMethod } from "./types";

// Reused between calls: the pair loop computes millions of short similarities.
let matchedA = new Uint8Array(64);
let matchedB = new Uint8Array(64);

/** Jaro-Winkler similarity (prefix scale 0.1, prefix up to 4 characters), 0..1. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const lengthA = a.length;
  const lengthB = b.length;
  if (lengthA === 0 || lengthB === 0) return 0;
  if (matchedA.length < lengthA) matchedA = new Uint8Array(lengthA * 2);
  if (matchedB.length < lengthB) matchedB = new Uint8Array(lengthB * 2);
  matchedA.fill(0, 0, lengthA);
  matchedB.fill(0, 0, lengthB);
  const window = Math.max(0, Math.floor(Math.max(lengthA, lengthB) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < lengthA; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lengthB - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < lengthA; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro = (matches / lengthA + matches / lengthB + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < lengthA && prefix < lengthB && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** The highest Jaro-Winkler two lengths allow: every character of the shorter one matching in order. */
export function jaroWinklerBound(lengthA: number, lengthB: number): number {
  if (lengthA === 0 || lengthB === 0) return lengthA === lengthB ? 1 : 0;
  const jaro = (2 + Math.min(lengthA, lengthB) / Math.max(lengthA, lengthB)) / 3;
  return jaro + 0.4 * (1 - jaro);
}

let previousRow = new Uint32Array(64);
let currentRow = new Uint32Array(64);

/** Levenshtein edit distance (insert, delete, substitute), two-row dynamic programming. */
export function levenshteinDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (previousRow.length <= b.length) {
    previousRow = new Uint32Array(b.length * 2 + 1);
    currentRow = new Uint32Array(b.length * 2 + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    // A plain swap: a destructuring swap allocates an array per row in the pair loop.
    const spare = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] ?? 0;
}

/** 1 - distance / longer length: 1 for equal strings, 0 for nothing in common. */
export function levenshteinRatio(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - levenshteinDistance(a, b) / longer;
}

/** Distinct words, sorted: the form token-set comparison works on (fuzzy matching caches it per row). */
export function tokenise(value: string): string[] {
  return [...new Set(value.split(" ").filter((token) => token.length > 0))].sort();
}

/** The tokens of `tokens` that `other` has (`shared`) or has not; both are short sorted word lists. */
function splitTokens(tokens: readonly string[], other: readonly string[], shared: boolean): string[] {
  const out: string[] = [];
  for (const token of tokens) if (other.includes(token) === shared) out.push(token);
  return out;
}

/** levenshteinRatio of a string and a longer one that starts with it: the distance is the extra length. */
function prefixRatio(prefix: string, whole: string): number {
  if (whole.length === 0) return 1;
  return 1 - (whole.length - prefix.length) / whole.length;
}

/** Token-set ratio of two already tokenised values (see `tokenSetRatio`). */
export function tokenSetRatioOfTokens(tokensA: readonly string[], tokensB: readonly string[]): number {
  if (tokensA.length === 0 || tokensB.length === 0) return tokensA.length === tokensB.length ? 1 : 0;
  const shared = splitTokens(tokensA, tokensB, true);
  const onlyA = splitTokens(tokensA, tokensB, false);
  const onlyB = splitTokens(tokensB, tokensA, false);
  // Only shared tokens on one side: one set contains the other.
  if (shared.length > 0 && (onlyA.length === 0 || onlyB.length === 0)) return 1;
  const base = shared.join(" ");
  const withA = [base, onlyA.join(" ")].filter(Boolean).join(" ");
  const withB = [base, onlyB.join(" ")].filter(Boolean).join(" ");
  const sortedRatio = levenshteinRatio(withA, withB);
  if (shared.length === 0) return sortedRatio;
  // `base` starts withA and withB here: their ratio needs no table.
  return Math.max(sortedRatio, prefixRatio(base, withA), prefixRatio(base, withB));
}

/**
 * Token-set ratio (as in FuzzyWuzzy/RapidFuzz): the best Levenshtein ratio among the sorted shared
 * tokens and the shared tokens followed by each side's remaining tokens. Word order and repeated words
 * do not matter, so "Jansen, Jan" and "Jan Jansen" score 1.
 */
export function tokenSetRatio(a: string, b: string): number {
  if (a === b) return 1;
  return tokenSetRatioOfTokens(tokenise(a), tokenise(b));
}

/** Token-set ratio after expanding Dutch address abbreviations (`str.` → `straat`). */
export function addressSimilarity(a: string, b: string): number {
  return tokenSetRatio(expandAddressAbbreviations(a), expandAddressAbbreviations(b));
}

/** Similarity of two already normalised values by the chosen method. */
export function compareValues(a: string, b: string, method: SimilarityMethod): number {
  if (a === b) return 1;
  switch (method) {
    case "exact":
      return 0;
    case "jaro-winkler":
      return jaroWinkler(a, b);
    case "levenshtein":
      return levenshteinRatio(a, b);
    case "token-set":
      return tokenSetRatio(a, b);
    case "address":
      return addressSimilarity(a, b);
  }
}
