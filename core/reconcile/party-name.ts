import { collapseSpaces, removeAccents, removePunctuation } from "../dedupe/normalise-text";
import { tokenise, tokenSetRatioOfTokens } from "../dedupe/similarity";

// Legal forms and filler words that say nothing about who it is.
const NOISE = new Set([
  "bv",
  "b v",
  "nv",
  "vof",
  "cv",
  "holding",
  "gmbh",
  "ltd",
  "limited",
  "inc",
  "llc",
  "sarl",
  "sa",
  "ag",
  "de",
  "het",
  "the",
  "en",
  "and",
  "van",
  "der",
  "den",
  "mr",
  "mevr",
  "dhr",
  "fa",
  "firma",
]);

/** Significant words of a party name: accents, punctuation, legal forms and fillers removed. */
export function tokeniseParty(name: string): string[] {
  const plain = collapseSpaces(
    removePunctuation(removeAccents(name.toLowerCase().replace(/\b([a-z])\.(?=[a-z]\.)/g, "$1"))),
  )
    .replace(/\bb\s?v\b|\bn\s?v\b|\bv\s?o\s?f\b/g, " ")
    .trim();
  return tokenise(plain).filter((token) => token.length > 1 && !NOISE.has(token));
}

/**
 * How alike two party names are, 0–1: 1 when one's significant words contain the other's
 * ("Bakkerij de Vries B.V." vs "BAKKERIJ DE VRIES"), else the token-set ratio.
 */
export function comparePartyNames(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Without one word in common the names are not the same party; skipping the edit distance keeps
  // matching a year of statements against every open invoice fast.
  if (!a.some((token) => b.includes(token))) return 0;
  return tokenSetRatioOfTokens(a, b);
}

export const SAME_PARTY = 0.85;
