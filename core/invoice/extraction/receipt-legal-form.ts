import { levenshteinDistance } from "../../dedupe/similarity";

/** Written as the word was printed: capitals stay capitals ("SON" → "SDN", "Ehd" → "Bhd"). */
function inCaseOf(word: string, form: string): string {
  return word === word.toUpperCase() ? form.toUpperCase() : form;
}

/**
 * "SDN BHD" with a letter of either word misread ("SON BAD", "SDN BUD", "Sdn.Ehd", "SON HD"): "Sdn" as
 * printed or in its OCR forms (O or 0 for D, 5 for S, H or M for N), then a word one letter from "Bhd",
 * ending the name. Those two words in that order at the end of a store's name are nothing else.
 */
const MALAYSIAN_PAIR = /(?<!\p{L})([S5][DO0][NHM])(\.?\s*)([\p{L}\d]{2,4})(?=\s*(?:[([]|\d|$))/giu;

/** "5/B", "S/8": "S/B" (Sendirian Berhad) with a letter read as a digit, after a name. */
const SHORT_MALAYSIAN = /(?<=\p{L}\s{1,3})[S5]\/[B8](?![\p{L}\d])/gu;

/** "GrnbH", "GmbI-I", "GmhH": GmbH with "m" read as "rn" or one letter off, at the end of a name. */
const GMBH_LIKE = /(?<=\p{L}\s{1,3})(G[\p{L}-]{3,5})(?=\s*$)/gu;

/** "8.V.", "B.y.": a Dutch B.V. with its B read as an 8 or its V as a y, at the end of a name. */
const BV_LIKE = /(?<=\p{L}\s{1,3})[8B]\.\s?[Vy]\.?(?=\s*$)/gu;

/**
 * A store's legal form as OCR misreads it, read back: only where the word stands where a legal form
 * stands (the end of the name) and is one letter from it, so a real word is never changed.
 */
export function repairLegalFormSlips(name: string): string {
  return name
    .replace(MALAYSIAN_PAIR, (whole, first: string, gap: string, second: string) => {
      const bhd = levenshteinDistance(second.toLowerCase().replace(/0/g, "o"), "bhd") <= 1;
      if (!bhd || /^\d+$/.test(second)) return whole;
      return `${inCaseOf(first, "Sdn")}${gap}${inCaseOf(second, "Bhd")}`;
    })
    .replace(SHORT_MALAYSIAN, "S/B")
    .replace(GMBH_LIKE, (word: string) => {
      const read = word.replace(/rn/g, "m").replace(/I-I/g, "H").toLowerCase();
      return read !== "gmbh" && levenshteinDistance(read, "gmbh") > 1 ? word : "GmbH";
    })
    .replace(BV_LIKE, "B.V.");
}
