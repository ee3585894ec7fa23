import { levenshteinDistance } from "../../dedupe/similarity";

/**
 * Label words of a till's totals block, long enough that one wrong letter still names them alone:
 * OCR reads a worn till font "ROUNUED", "ACJUSTMENT", "TENDEREO", and the label's meaning is lost.
 */
const TILL_LABEL_WORDS: readonly string[] = [
  "rounding",
  "rounded",
  "adjustment",
  "subtotal",
  "inclusive",
  "tendered",
  "payable",
  "kembalian",
  "afronding",
  "wisselgeld",
  "zwischensumme",
  "rückgeld",
];

/** Shorter words are too close to other words ("change" / "charge", "total" / "tonal"). */
const MIN_LENGTH = 7;

/**
 * A till line with its label words read back from one OCR slip: a word of seven letters or more
 * that is one letter away from exactly one label word becomes that word, in capitals as printed.
 */
export function repairTillLabels(text: string): string {
  return text.replace(/\p{L}{7,}/gu, (word) => {
    const lower = word.toLowerCase();
    if (TILL_LABEL_WORDS.includes(lower)) return word;
    const near = TILL_LABEL_WORDS.filter(
      (label) => label.length >= MIN_LENGTH && levenshteinDistance(lower, label) === 1,
    );
    if (near.length !== 1 || near[0] === undefined) return word;
    return word === word.toUpperCase() ? near[0].toUpperCase() : near[0];
  });
}
