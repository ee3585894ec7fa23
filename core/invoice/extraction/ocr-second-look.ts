/**
 * A second look at a scanned page's line-item rows (docs/decisions/195). Reading a full page,
 * tesseract loses an umlaut's dots now and then ("Stoßfanger", "Zitronensdure", "Okosteuer"), an
 * elision's thin apostrophe, or reads a speck as a dash; the same row read again on its own in the
 * document's language gets them right. The second reading only lends accents, elisions and word
 * breaks to the first and takes its specks away: it never changes a letter, a number or a word.
 */
import { extractInvoice } from "./extract-invoice";
import { type OcrBox, type OcrPage, type OcrWord, ocrPagesToDocument } from "./ocr-words";

/** A row of the page read on its own: where (in the page's pixels) and what it says. */
export interface RowReading {
  readonly box: OcrBox;
  readonly text: string;
}

/** Rows read again at most per page: each costs about half a second in the browser. */
export const MAX_ROWS_REREAD = 30;

/**
 * Languages with accented letters a second reading can restore: words typical of their invoices,
 * and the accented letters their words carry (the first reading keeps most of them).
 */
const LANGUAGE_SIGNS: ReadonlyArray<readonly [language: string, words: RegExp, letters: RegExp]> = [
  [
    "deu",
    /^(rechnung|rechnungsnummer|rechnungsdatum|menge|mwst|ust|betrag|summe|gesamt|netto|brutto|und|der|die|das|für|zahlbar|bitte|lieferung|stk|stück|einzelpreis|steuer)$/i,
    /[äöüß]/i,
  ],
  [
    "fra",
    /^(facture|montant|tva|prix|quantité|qté|désignation|et|les|des|pour|du|le|la|de|échéance|règlement|hors|taxes|ttc|ht|unitaire|remise|acompte|paiement)$/i,
    /[éèêëàâçùûîïô]/i,
  ],
  [
    "nld",
    /^(factuur|factuurnummer|factuurdatum|aantal|btw|bedrag|totaal|omschrijving|en|de|het|van|voor|te|betalen|prijs|stuks)$/i,
    /[ëï]/i,
  ],
];

function pageWords(page: OcrPage): OcrWord[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)),
  );
}

/**
 * The language to read rows again in: the one whose typical invoice words and accented letters the
 * page prints most (at least three), or null (English, or too little text to tell): no accents to win.
 */
export function secondLookLanguage(page: OcrPage): string | null {
  const texts = pageWords(page).map((word) => word.text.replace(/[.:,;]+$/, ""));
  const counts = LANGUAGE_SIGNS.map(([language, words, letters]) => ({
    language,
    count: texts.filter((text) => words.test(text) || letters.test(text)).length,
  }));
  const best = counts.sort((a, b) => b.count - a.count)[0];
  return best && best.count >= 3 ? best.language : null;
}

/**
 * The line-item rows of one OCR page (before it is turned back by its skew), padded a little. The
 * pages read before it come along: a table that starts on one page goes on without a header on the next.
 */
export function rowsToReread(page: OcrPage, earlier: readonly OcrPage[] = []): OcrBox[] {
  const items = extractInvoice(ocrPagesToDocument([...earlier, page]), "ocr")
    .lineItems.filter((item) => item.source?.page === page.pageNumber)
    .slice(0, MAX_ROWS_REREAD);
  const boxes: OcrBox[] = [];
  for (const [index, item] of items.entries()) {
    const box = item.source;
    if (!box || !/\p{L}{3}/u.test(item.description)) continue;
    const pad = box.height * 0.4;
    // The name may wrap onto the next two lines; the next item's row is not this one's.
    const next = items[index + 1]?.source;
    const bottom = Math.min(
      box.y + box.height * 3.6,
      next && next.y > box.y ? next.y : Number.POSITIVE_INFINITY,
    );
    boxes.push({
      x0: Math.max(0, Math.floor(box.x - pad)),
      y0: Math.max(0, Math.floor(box.y - pad)),
      x1: Math.min(page.width, Math.ceil(box.x + box.width + pad)),
      y1: Math.min(page.height, Math.ceil(Math.max(bottom, box.y + box.height + pad))),
    });
  }
  return boxes;
}

/** Letters without their accents ("ä" → "a"); ß and other letters without a base stay as they are. */
function baseLetters(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** Whether a letter (or any letter of a word) carries an accent. */
function hasAccent(text: string): boolean {
  return baseLetters(text) !== text;
}

/**
 * `read` with the accents `reread` has on the same letters: matched from the start and from the end
 * of the word, so "StoBfanger" and "Stoßfänger" agree on "Sto" and "fanger" and give "Stoßfänger".
 * Only accents are taken, and one accented letter where the words differ in that place alone.
 */
export function mergeAccents(read: string, reread: string): string {
  const a = [...read];
  const b = [...reread];
  if (a.length === 0 || b.length === 0) return read;
  const sameBase = (x: string | undefined, y: string | undefined): boolean =>
    x !== undefined && y !== undefined && baseLetters(x) === baseLetters(y);
  const result = [...a];
  let front = 0;
  while (front < a.length && front < b.length && sameBase(a[front], b[front])) {
    const letter = b[front];
    if (letter && hasAccent(letter) && !hasAccent(a[front] ?? "")) result[front] = letter;
    front++;
  }
  let back = 0;
  while (back < Math.min(a.length, b.length) - front) {
    const x = a[a.length - 1 - back];
    const y = b[b.length - 1 - back];
    if (!sameBase(x, y)) break;
    if (y && hasAccent(y) && !hasAccent(x ?? "")) result[a.length - 1 - back] = y;
    back++;
  }
  // Apart in one place only, where the second reading sees one accented letter (or ß) and the first
  // one or two others: the dots were taken for part of a letter ("Zitronensdure", "griin",
  // "Stoffänger" for "Zitronensäure", "grün", "Stoßfänger").
  const misread = a.slice(front, a.length - back).join("");
  const other = b.slice(front, b.length - back).join("");
  if (misread.length >= 1 && misread.length <= 2 && isAccentedLetter(other))
    return [...result.slice(0, front), other, ...result.slice(a.length - back)].join("");
  return result.join("");
}

/** One letter with an accent, or the German ß that OCR reads as B, f, ff or 3. */
function isAccentedLetter(text: string): boolean {
  return [...text].length === 1 && (text === "ß" || (hasAccent(text) && /\p{L}/u.test(text)));
}

function centreIn(word: OcrWord, box: OcrBox): boolean {
  const x = (word.bbox.x0 + word.bbox.x1) / 2;
  const y = (word.bbox.y0 + word.bbox.y1) / 2;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
}

/** The word of a second reading that is this word with (at most) other accents and a letter or two apart. */
function counterpart(word: string, tokens: readonly string[]): string | undefined {
  const base = baseLetters(word);
  const exact = tokens.find((token) => baseLetters(token) === base);
  if (exact) return exact;
  // One letter read differently (B/ß, f/ff) is fine when the rest agrees from both ends.
  return tokens.find((token) => {
    const merged = mergeAccents(word, token);
    return merged !== word && Math.abs(token.length - word.length) <= 1 && word.length >= 5;
  });
}

/** A French elision the first reading lost with its thin apostrophe ("Abbaye" for "l'Abbaye"). */
const ELISION = /^((?:[cdjlmnst]|qu)['’])(\p{L}.*)$/iu;

/** A speck before a word read as punctuation ("-zur" for "zur"). */
const SPECK = /^[-–—'‘’.,:;]/;
/** A speck after a word read as a hyphen or quote ("Lebensgefährte/in-" for "Lebensgefährte/in"). */
const TRAILING_SPECK = /[-–—'‘’]$/;

/** Splits a word into two at `at` characters, each with its share of the box. */
function splitWord(word: OcrWord, at: number): OcrWord[] {
  const share = at / word.text.length;
  const middle = word.bbox.x0 + (word.bbox.x1 - word.bbox.x0) * share;
  return [
    { ...word, text: word.text.slice(0, at), bbox: { ...word.bbox, x1: middle } },
    { ...word, text: word.text.slice(at), bbox: { ...word.bbox, x0: middle } },
  ];
}

/**
 * What a second reading of its row teaches about one word: accents on the letters both agree on,
 * an elision the first reading lost, a speck it read as punctuation, or a number it glued to the
 * next word ("0815Windschutzscheibe" where the row says "0815 Windschutzscheibe").
 */
function secondLook(word: OcrWord, tokens: readonly string[]): OcrWord[] {
  const text = word.text;
  if (!/\p{L}/u.test(text)) return [word];
  const accented = counterpart(text, tokens.filter(hasAccent));
  if (accented) {
    const merged = mergeAccents(text, accented);
    if (merged !== text) return [{ ...word, text: merged }];
  }
  for (const token of tokens) {
    const elided = ELISION.exec(token);
    if (elided?.[1] && elided[2] && baseLetters(elided[2]) === baseLetters(text))
      return [{ ...word, text: `${elided[1]}${mergeAccents(text, elided[2])}` }];
  }
  if (!tokens.includes(text)) {
    if (SPECK.test(text) && /^\p{L}/u.test(text.slice(1)) && tokens.includes(text.slice(1)))
      return [{ ...word, text: text.slice(1) }];
    if (TRAILING_SPECK.test(text) && /\p{L}$/u.test(text.slice(0, -1)) && tokens.includes(text.slice(0, -1)))
      return [{ ...word, text: text.slice(0, -1) }];
  }
  const glued = /^(\d+)(\p{Lu}\p{Ll}{2,}.*)$/u.exec(text);
  if (glued?.[1] && glued[2] && !tokens.includes(text)) {
    const apart = tokens.some((token, index) => token === glued[1] && tokens[index + 1] === glued[2]);
    if (apart) return splitWord(word, glued[1].length);
  }
  return [word];
}

/**
 * The page with what the rows read again teach its words (see secondLook); every other word,
 * number and box stays as first read.
 */
export function adoptSecondLook(page: OcrPage, readings: readonly RowReading[]): OcrPage {
  if (!page.blocks || readings.length === 0) return page;
  const looked = (word: OcrWord): OcrWord[] => {
    const reading = readings.find((candidate) => centreIn(word, candidate.box));
    return reading ? secondLook(word, reading.text.split(/\s+/).filter(Boolean)) : [word];
  };
  return {
    ...page,
    blocks: page.blocks.map((block) => ({
      ...block,
      paragraphs: block.paragraphs.map((paragraph) => ({
        ...paragraph,
        lines: paragraph.lines.map((line) => ({ ...line, words: line.words.flatMap(looked) })),
      })),
    })),
  };
}

/**
 * The page with its line-item rows read again by `readRow` (one row, one language) and their
 * accents adopted. The browser and the bench pass their own tesseract worker.
 */
export async function takeSecondLook(
  page: OcrPage,
  readRow: (box: OcrBox, language: string) => Promise<string>,
  earlier: readonly OcrPage[] = [],
): Promise<OcrPage> {
  const language = secondLookLanguage(page);
  if (!language) return page;
  const readings: RowReading[] = [];
  try {
    for (const box of rowsToReread(page, earlier)) readings.push({ box, text: await readRow(box, language) });
  } catch {
    // The second look only improves a reading: if its engine fails, the first reading stands.
    return page;
  }
  return adoptSecondLook(page, readings);
}
