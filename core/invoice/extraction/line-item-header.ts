import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import { MORE_LANGUAGE_HEADER_WORDS } from "./labels-more-languages";
import type { Layout, Line, Segment } from "./layout";
import type { Word } from "./types";

export type Column = "description" | "quantity" | "unitPrice" | "vatRate" | "amount";

/** Column words of a line-item table's header row in nl/en/de/fr, matched at the start of a cell. */
const FOUR_LANGUAGE_HEADER_WORDS: Readonly<Record<Column, RegExp>> = {
  description:
    /^(omschrijving|beschrijving|artikel|product|produkt|dienst|description|item|details|bezeichnung|beschreibung|artikelbeschreibung|artikelbezeichnung|leistungsbeschreibung|leistung|material\/beschreibung|d[ée]signation|libell[ée]|prestation|code article)s?(?![\p{L}\d])/iu,
  quantity:
    /^(aantal|qty|quantity|hoeveelheid|menge|anzahl|quantit[ée]|qt[ée]|stuks|units|amount)(?![\p{L}\d])/iu,
  unitPrice:
    /^(prijs|stukprijs|eenheidsprijs|prijs per stuk|tarief|unit price|price|rate|einzelpreis|e-preis|preis|nettopreis|stückpreis|prix unitaire|p\.u\.?(?: ht)?|prix)(?![\p{L}\d])/iu,
  vatRate:
    /^(btw|vat|mwst|ust|tva|tax|steuer|steuersatz|mwst-%|ust-%|taux)(?![\p{L}\d])\.?\s*(%|tarief|rate|satz|taux)?|^%$/iu,
  amount:
    /^(bedrag|totaal|subtotaal|amount|total|line total|line amount|net amount|betrag|gesamt|gesamtpreis|gesamtbetrag|nettobetrag|nettowert|positionsbetrag|positionswert|entgelt|summe|montant|total ht|montant ht|prix total|prix ht)(?![\p{L}\d])/iu,
};

/** The same with the eight more languages' words (labels-more-languages.ts) as further alternatives. */
const HEADER_WORDS = Object.fromEntries(
  Object.entries(FOUR_LANGUAGE_HEADER_WORDS).map(([column, pattern]) => [
    column,
    new RegExp(`${pattern.source}|^(?:${MORE_LANGUAGE_HEADER_WORDS[column]})(?![\\p{L}\\d])`, "iu"),
  ]),
) as Readonly<Record<Column, RegExp>>;

// "Prix total" is the amount, not the unit price: amount is tried before unit price.
const COLUMN_ORDER: readonly Column[] = ["description", "quantity", "vatRate", "amount", "unitPrice"];

/** One header cell: a column we read, or another column ("Pos", "Art.-Nr.") that still claims its words. */
export interface HeaderCell {
  readonly column: Column | null;
  readonly left: number;
  readonly right: number;
  readonly text: string;
}

export interface TableHeader {
  /** Left to right. */
  readonly cells: readonly HeaderCell[];
  /** The last line of a header printed over several lines ("Positions-" / "betrag"). */
  readonly lastLine: Line;
  /**
   * A two-line header whose second line names other columns at the same places ("Art-Nr-Lieferant"
   * over "Artikelbezeichnung"): every row is a record of two lines, read with these cells on its second.
   */
  readonly secondLine?: readonly HeaderCell[];
}

function classify(text: string): Column | null {
  // "Qté" may come as "e" plus a combining accent.
  // OCR leaves a table rule's remnant on a header word ("_Nettopreis", "|Menge").
  const normalised = text
    .trim()
    .normalize("NFC")
    .replace(/^[_|~—–-]+(?=\p{L})/u, "");
  return COLUMN_ORDER.find((key) => HEADER_WORDS[key].test(normalised)) ?? null;
}

/** A word that makes the next one a qualifier of its column ("Line Amount Excl. VAT"), not a column. */
const QUALIFIER = /^(excl|incl|exkl|inkl|zzgl|ohne|mit|hors|sans|excluding|including|ex|in)\.?$/i;

function cellOf(words: readonly Word[], column: Column | null): HeaderCell {
  const left = Math.min(...words.map((w) => w.x));
  const right = Math.max(...words.map((w) => w.x + w.width));
  return { column, left, right, text: words.map((w) => w.text).join(" ") };
}

/**
 * Column words are matched at the start of the text and are a few words long: the next few words are
 * all a match can see. (Joining the whole rest of the line at every word made a hostile line of
 * thousands of words cost seconds.)
 */
const HEADER_WINDOW_WORDS = 8;

function wordsFrom(words: readonly Word[], index: number): string {
  return words
    .slice(index, index + HEADER_WINDOW_WORDS)
    .map((w) => w.text)
    .join(" ");
}

/**
 * A header segment may hold several columns ("Pos Art-Nr-Kunde Beschreibung"): each word that
 * starts a known column word opens a cell; the words before it form a cell of their own.
 */
function splitHeaderSegment(segment: Segment): HeaderCell[] {
  const cells: HeaderCell[] = [];
  let pending: Word[] = [];
  const words = segment.words;
  let index = 0;
  while (index < words.length) {
    const rest = wordsFrom(words, index);
    const column = classify(rest);
    if (!column) {
      const word = words[index];
      if (word) pending.push(word);
      index++;
      continue;
    }
    if (pending.length > 0) cells.push(cellOf(pending, null));
    pending = [];
    const match = HEADER_WORDS[column].exec(rest)?.[0] ?? "";
    // The column word and any qualifier up to the next column word ("Preis/Einh €", "USt. %").
    const taken: Word[] = [];
    let length = 0;
    while (index < words.length) {
      const word = words[index];
      if (!word) break;
      const qualified = QUALIFIER.test(taken[taken.length - 1]?.text ?? "");
      if (taken.length > 0 && length >= match.length && !qualified) {
        if (classify(wordsFrom(words, index))) break;
      }
      taken.push(word);
      length += word.text.length + 1;
      index++;
    }
    cells.push(cellOf(taken, column));
  }
  if (pending.length > 0) cells.push(cellOf(pending, null));
  return cells;
}

function hasNumbers(line: Line): boolean {
  return (
    findAmounts(line.text, "comma-decimal").length > 0 ||
    findAmounts(line.text, "dot-decimal").length > 0 ||
    findDates(line.text).length > 0
  );
}

function joinStacked(upper: string, lower: string): string {
  // "Positions-" over "betrag" is one word.
  return /\p{L}-$/u.test(upper) ? `${upper.slice(0, -1)}${lower}` : `${upper} ${lower}`;
}

function overlaps(a: { left: number; right: number }, left: number, right: number): boolean {
  return a.left < right && left < a.right;
}

/**
 * Header lines printed just above or below the header row ("Prix" / "unitaire", "Positions-" /
 * "betrag") are stacked onto its cells; a line with numbers or under the description is a row.
 */
function stackBand(layout: Layout, line: Line, cells: HeaderCell[]): { cells: HeaderCell[]; last: Line } {
  const description = cells.find((c) => c.column === "description");
  const isBand = (candidate: Line | undefined, neighbour: Line): candidate is Line =>
    candidate !== undefined &&
    candidate.page === neighbour.page &&
    // Small header type is often set at one and a half times its size, a hair over 1.5 line heights.
    Math.abs(candidate.y - neighbour.y) <= neighbour.height * 1.6 &&
    !hasNumbers(candidate) &&
    !candidate.segments.some((s) => description && overlaps(description, s.x, s.x + s.width));
  const above: Line[] = [];
  let top = line;
  for (let step = 0; step < 2; step++) {
    const candidate = layout.lines[top.index - 1];
    if (!isBand(candidate, top)) break;
    above.unshift(candidate);
    top = candidate;
  }
  const below: Line[] = [];
  let last = line;
  for (let step = 0; step < 3; step++) {
    const candidate = layout.lines[last.index + 1];
    if (!isBand(candidate, last)) break;
    below.push(candidate);
    last = candidate;
  }
  let result = [...cells];
  const stack = (segment: Segment, position: "above" | "below"): void => {
    const left = segment.x;
    const right = segment.x + segment.width;
    const index = result.findIndex((c) => overlaps(c, left, right));
    const existing = result[index];
    if (!existing) {
      result.push({ column: null, left, right, text: segment.text });
      return;
    }
    const text =
      position === "above"
        ? joinStacked(segment.text, existing.text)
        : joinStacked(existing.text, segment.text);
    // "Unit Price Excl." over "VAT" is the unit price: the lower word only qualifies the phrase above.
    const upper = position === "above" ? segment.text : existing.text;
    const phrase = QUALIFIER.test(upper.split(/\s+/).at(-1) ?? "") ? classify(text) : null;
    result[index] = {
      column: phrase ?? existing.column,
      left: Math.min(existing.left, left),
      right: Math.max(existing.right, right),
      text,
    };
  };
  for (const bandLine of [...above].reverse())
    for (const segment of bandLine.segments) stack(segment, "above");
  for (const bandLine of below) for (const segment of bandLine.segments) stack(segment, "below");
  result = result
    .map((cell) => (cell.column ? cell : { ...cell, column: classify(cell.text) }))
    .sort((a, b) => a.left - b.left);
  // A column word found twice (a stacked fragment) keeps only its first cell as that column; right
  // next to it, the second word goes on its phrase ("CODE ARTICLE, NOM & DESIGNATION").
  const seen = new Set<Column>();
  const merged: HeaderCell[] = [];
  for (const cell of result) {
    const previous = merged[merged.length - 1];
    if (cell.column && previous?.column === cell.column && continuesPhrase(previous, cell)) {
      merged[merged.length - 1] = { ...previous, right: cell.right, text: `${previous.text} ${cell.text}` };
      continue;
    }
    if (cell.column && seen.has(cell.column)) merged.push({ ...cell, column: null });
    else merged.push(cell);
    if (cell.column) seen.add(cell.column);
  }
  return { cells: merged, last };
}

/** The second cell follows the first within one phrase: a word space apart, after a joining word. */
function continuesPhrase(first: HeaderCell, second: HeaderCell): boolean {
  // A word space is under two average character widths, at any scale (points or scan pixels).
  const characterWidth = (first.right - first.left) / Math.max(1, first.text.length);
  return second.left - first.right < characterWidth * 2 && /(?:&|\b(?:and|und|et|en)|,)$/i.test(first.text);
}

function acceptable(cells: readonly HeaderCell[]): boolean {
  // "Amount" is the quantity only when another column holds the line total ("Amount | Product | Total").
  const kinds = new Set(cells.flatMap((c) => (c.column ? [c.column] : [])));
  if (!kinds.has("description")) return false;
  const unknown = cells.filter((c) => c.column === null).length;
  const known = cells.length - unknown;
  // Two columns (description, amount) are a table only when the header says so in every cell;
  // a wider header may carry columns we do not read ("Pos", "Art.-Nr.", "Rem.").
  if (unknown === 0 && kinds.size >= 2 && kinds.has("amount")) return true;
  const numeric = (["quantity", "unitPrice", "amount", "vatRate"] as const).filter((k) =>
    kinds.has(k),
  ).length;
  return numeric >= 2 && unknown <= known;
}

function settleAmountColumn(cells: HeaderCell[]): HeaderCell[] {
  const ambiguous = cells.findIndex((c) => c.column === "quantity" && /^amount/i.test(c.text));
  const cell = cells[ambiguous];
  if (cell && !cells.some((c) => c.column === "amount")) cells[ambiguous] = { ...cell, column: "amount" };
  return cells;
}

/**
 * A header row that names number columns but no description, over a line that names the description
 * under one of its cells: a table of two-line records (numbers on the first line, name on the second).
 */
function readTwoLineHeader(layout: Layout, line: Line, own: HeaderCell[]): TableHeader | null {
  const next = layout.lines[line.index + 1];
  if (!next || next.page !== line.page || next.y - line.y > line.height * 1.6 || hasNumbers(next))
    return null;
  const second = next.segments.flatMap(splitHeaderSegment);
  const description = second.find((cell) => cell.column === "description");
  if (!description || !own.some((cell) => overlaps(cell, description.left, description.right))) return null;
  const numeric = new Set(own.flatMap((c) => (c.column && c.column !== "description" ? [c.column] : [])));
  if (numeric.size < 2 || !numeric.has("amount")) return null;
  return { cells: own, lastLine: next, secondLine: second };
}

/**
 * A header that names its number columns but not the description (a scan lost "Produkt"): the
 * first row under it prints its name as the one text cell between two header cells, under none
 * of them. That cell's extent becomes the description column.
 */
function readHeaderWithoutDescription(layout: Layout, line: Line, own: HeaderCell[]): TableHeader | null {
  const numeric = new Set(own.flatMap((c) => (c.column && c.column !== "description" ? [c.column] : [])));
  const unknown = own.filter((cell) => cell.column === null).length;
  if (numeric.size < 2 || !numeric.has("amount") || unknown > own.length - unknown) return null;
  const row = layout.lines[line.index + 1];
  if (!row || row.page !== line.page || row.y - line.y > line.height * 2.5 || !hasNumbers(row)) return null;
  const names = row.segments.filter(
    (segment) =>
      /\p{L}{3}/u.test(segment.text) &&
      !/\d/.test(segment.text) &&
      !own.some((cell) => overlaps(cell, segment.x, segment.x + segment.width)),
  );
  const name = names[0];
  if (names.length !== 1 || !name) return null;
  const between =
    own.some((cell) => cell.right < name.x) && own.some((cell) => cell.left > name.x + name.width);
  if (!between) return null;
  const description: HeaderCell = {
    column: "description",
    left: name.x,
    right: name.x + name.width,
    text: "",
  };
  return { cells: [...own, description].sort((a, b) => a.left - b.left), lastLine: line };
}

/** The header of a line-item table on `line`, with the columns of lines stacked above and below it. */
export function readTableHeader(layout: Layout, line: Line): TableHeader | null {
  if (hasNumbers(line)) return null;
  const own = settleAmountColumn(line.segments.flatMap(splitHeaderSegment));
  const ownKinds = new Set(own.flatMap((c) => (c.column ? [c.column] : [])));
  if (!ownKinds.has("description"))
    return readTwoLineHeader(layout, line, own) ?? readHeaderWithoutDescription(layout, line, own);
  // The header row itself names the description and at least one number column.
  if (!ownKinds.has("description") || ownKinds.size < 2) return null;
  const { cells, last } = stackBand(layout, line, own);
  const settled = settleAmountColumn(cells);
  return acceptable(settled) ? { cells: settled, lastLine: last } : null;
}

/** The header cell whose column range (up to halfway to each neighbour) holds `x`. */
export function cellAt(header: TableHeader, x: number): HeaderCell | null {
  const cells = header.cells;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index];
    if (!cell) continue;
    const previous = cells[index - 1];
    const next = cells[index + 1];
    const from = previous ? (previous.right + cell.left) / 2 : Number.NEGATIVE_INFINITY;
    const to = next ? (cell.right + next.left) / 2 : Number.POSITIVE_INFINITY;
    if (x >= from && x < to) return cell;
  }
  return null;
}
