/**
 * Repairs of OCR words that need their neighbours on the printed line to be safe: a word alone
 * would be ambiguous ("1,01" is an amount; "Strafe" is a German word), the words around it decide.
 */
import { repairOcrQuotes } from "./ocr-repair";
import type { Word } from "./types";

/** Currency words after which a number stays an amount. */
const CURRENCY = /^(?:EUR|USD|GBP|CHF|[€$£])$/i;

/** A count glued to its multiplication sign ("12x") or the sign alone ("x", "×"). */
const COUNT_TIMES = /^\d{1,4}[x×]$/;
const TIMES = /^[x×]$/;
const COUNT = /^\d{1,4}$/;

/** A volume whose litre sign reads as a final 1: a whole number, a decimal separator, then "…1". */
const VOLUME_AS_NUMBER = /^(\d{1,2}[.,]\d{0,2})1$/;

/** A word of letters after the volume (the container: "PET", "Flasche", "Dose"), not a currency. */
function isContainerWord(word: string | undefined): boolean {
  return word !== undefined && /^\p{L}{2,}/u.test(word) && !CURRENCY.test(word);
}

/**
 * "12 x 1,01 PET" → "12 x 1,0l PET": in a pack size (a count, a multiplication sign, a volume,
 * then what holds it) a litre's l looks like a 1, and a price never sits between "x" and a
 * container word. Taken only when the number has one or two decimals before the final 1 ("1,01",
 * "0,331"), so "12 x 1,5 kg" and "2 x 10 Stück" stay.
 */
export function repairPackSizes(words: readonly string[]): string[] {
  return words.map(
    (word, index) => readPackSizeVolume(words.slice(0, index), word, words[index + 1]) ?? word,
  );
}

/**
 * "Leergutpfand 20 x 0,51" → "Leergutpfand 20 x 0,5l": a line item's description that ends in a
 * pack size. On a printed row a price may follow "x" (ADR 192); inside the description cell the
 * row's prices stand in their own columns, so the pack size's volume carries its litre sign.
 */
export function repairPackSizeEndingDescription(description: string): string {
  const words = description.split(" ");
  const last = words[words.length - 1] ?? "";
  const volume = packSizeVolume(words.slice(0, -1), last);
  return volume ? [...words.slice(0, -1), volume].join(" ") : description;
}

/** The volume with its litre sign when `before`, `word` and `after` read as a pack size; else null. */
function readPackSizeVolume(
  before: readonly string[],
  word: string,
  after: string | undefined,
): string | null {
  return isContainerWord(after) ? packSizeVolume(before, word) : null;
}

/** The volume with its litre sign when `word` follows a count and a multiplication sign; else null. */
function packSizeVolume(before: readonly string[], word: string): string | null {
  const match = VOLUME_AS_NUMBER.exec(word);
  if (!match?.[1] || !/[.,]\d/.test(match[1])) return null;
  const last = before[before.length - 1] ?? "";
  const isPackSize =
    COUNT_TIMES.test(last) || (TIMES.test(last) && COUNT.test(before[before.length - 2] ?? ""));
  return isPackSize ? `${match[1]}l` : null;
}

/** A house number: up to four digits, maybe a letter ("12a"), maybe a comma after it. */
const HOUSE_NUMBER = /^\d{1,4}[a-zA-Z]?,?$/;

/** A street word's ß read as f, b or B: "Kundenstrafe", "Hauptstrabe". */
const STREET_AS_READ = /^(\p{L}*[Ss]tra)[fbB](e)([,.]?)$/u;

/**
 * "Kundenstrafe 15" → "Kundenstraße 15": OCR reads the ß of Straße as f or b. "Strafe" is a word
 * too (a penalty: "Vertragsstrafe 500 EUR"), so only when a house number follows and no currency or
 * percent sign after it. Swiss "strasse" is written with ss and stays.
 */
function repairStreets(words: readonly string[]): string[] {
  return words.map((word, index) => {
    const match = STREET_AS_READ.exec(word);
    if (!match || !HOUSE_NUMBER.test(words[index + 1] ?? "")) return word;
    const after = words[index + 2];
    if (after !== undefined && (CURRENCY.test(after) || after.startsWith("%"))) return word;
    return `${match[1]}ß${match[2]}${match[3]}`;
  });
}

/** The repairs of one OCR line's words, in reading order; a word's own repairs come later. */
export function repairOcrLine(words: readonly string[]): string[] {
  return repairStreets(repairOcrQuotes(words));
}

/**
 * The words of a page in printed rows (the same baseline, left to right). tesseract now and then
 * splits one printed row over two of its lines ("Medium 12 x" with the row above, "1,01 PET" with
 * the one below); the pack-size repair needs the whole row.
 */
function printedRows(words: readonly Word[]): number[][] {
  const order = words.map((_, index) => index).sort((a, b) => (words[a]?.y ?? 0) - (words[b]?.y ?? 0));
  const rows: number[][] = [];
  for (const index of order) {
    const word = words[index];
    const row = rows[rows.length - 1];
    const first = row === undefined ? undefined : words[row[0] ?? -1];
    if (word && row && first && Math.abs(word.y - first.y) < first.height * 0.4) row.push(index);
    else rows.push([index]);
  }
  return rows.map((row) => row.sort((a, b) => (words[a]?.x ?? 0) - (words[b]?.x ?? 0)));
}

/**
 * The segment of the row above that starts in the column of `word`: the first row of a description
 * wrapped onto a second one ("Medium 12 x" above "1,01 PET"). Empty when there is none.
 */
function wrappedFromAbove(words: readonly Word[], above: readonly number[], word: Word): string[] {
  const start = above.findIndex((index) => Math.abs((words[index]?.x ?? Number.NaN) - word.x) < word.height);
  const first = words[above[start] ?? -1];
  if (!first || word.y - first.y <= 0 || word.y - first.y > 2.2 * word.height) return [];
  const segment: string[] = [];
  for (let index = start; index < above.length; index++) {
    const current = words[above[index] ?? -1];
    const previous = words[above[index - 1] ?? -1];
    if (!current || (index > start && previous && current.x - (previous.x + previous.width) >= word.height))
      break;
    segment.push(current.text);
  }
  return segment;
}

/** The pack-size repair over a page's OCR words, row by printed row. */
export function repairPagePackSizes(words: readonly Word[]): Word[] {
  const repaired = [...words];
  const rows = printedRows(words);
  for (const [rowAt, row] of rows.entries())
    for (const [at, index] of row.entries()) {
      const word = words[index];
      if (!word || !VOLUME_AS_NUMBER.test(word.text)) continue;
      const after = words[row[at + 1] ?? -1]?.text;
      const left = row.slice(0, at).map((i) => words[i]?.text ?? "");
      const text =
        readPackSizeVolume(left, word.text, after) ??
        readPackSizeVolume(wrappedFromAbove(words, rows[rowAt - 1] ?? [], word), word.text, after);
      if (text) repaired[index] = { ...word, text };
    }
  return repaired;
}
