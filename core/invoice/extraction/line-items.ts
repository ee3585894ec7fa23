import { findAmounts, parseAmount } from "./amounts";
import { matchLabel, REVERSE_CHARGE } from "./labels";
import { type Layout, type Line, type Segment, unionBox } from "./layout";
import { type Column, cellAt, readTableHeader, type TableHeader } from "./line-item-header";
import { repairRowNumbers } from "./line-item-repair";
import type { LineItem, NumberFormat, VatRate, Word } from "./types";

const PAGE_FOOTER = /^(pagina|page|seite|blad)\s+\d+\s*(van|of|von|sur|\/)\s*\d+$/i;
const TABLE_END = ["subtotal", "total", "vatTotal"] as const;

function endsTable(line: Line): boolean {
  const first = line.segments[0]?.text ?? "";
  return (
    PAGE_FOOTER.test(line.text.trim()) ||
    line.segments.some((s) => TABLE_END.some((key) => matchLabel(key, s.text) !== null)) ||
    /^(btw|vat|mwst|tva)\b/i.test(first)
  );
}

type Cells = Partial<Record<Column, string>>;

function hasDigit(words: readonly Word[]): boolean {
  return words.some((w) => /\d/.test(w.text));
}

/**
 * A row segment split into the columns its words stand under. Pieces of one segment stay
 * together unless both are numbers ("20 Stk" | "19 % VAT") or a wide gap separates them: a long
 * description running under the next header keeps its last word.
 */
function segmentCells(segment: Segment, header: TableHeader): { column: Column | null; words: Word[] }[] {
  const runs: { column: Column | null; words: Word[] }[] = [];
  for (const word of segment.words) {
    const column = cellAt(header, word.x + word.width / 2)?.column ?? null;
    const last = runs[runs.length - 1];
    if (last && last.column === column) last.words.push(word);
    else runs.push({ column, words: [word] });
  }
  const merged: { column: Column | null; words: Word[] }[] = [];
  for (const run of runs) {
    const previous = merged[merged.length - 1];
    const previousWord = previous?.words[previous.words.length - 1];
    const first = run.words[0];
    const gap = previousWord && first ? first.x - (previousWord.x + previousWord.width) : 0;
    const separate =
      !previous || (hasDigit(previous.words) && hasDigit(run.words)) || gap >= segment.height * 0.45;
    if (separate || !previous) merged.push({ column: run.column, words: [...run.words] });
    else {
      // The wider piece decides the column of the joined text.
      const width = (words: readonly Word[]): number => words.reduce((sum, w) => sum + w.width, 0);
      if (width(run.words) > width(previous.words)) previous.column = run.column;
      previous.words.push(...run.words);
    }
  }
  return merged;
}

export function parseQuantity(text: string, format: NumberFormat): string | null {
  // A number and an optional unit of measure ("20 Stk", "3 m²", "25 Liter(s)", "2,50 uur", "10x").
  const match = /^(-?\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d+)?|-?\d+(?:[.,]\d+)?)\s*([\p{L}²³()/.]{1,12})?$/u.exec(
    text.trim(),
  );
  if (!match?.[1]) return null;
  let number = match[1].replace(/[' ]/g, "");
  const decimal = format === "comma-decimal" ? "," : ".";
  const group = format === "comma-decimal" ? "." : ",";
  // "1.5" in a decimal-comma document is still one and a half: a group has exactly three digits.
  if (!number.includes(decimal) && new RegExp(`\\${group}\\d{1,2}$|\\${group}\\d{4,}$`).test(number))
    number = number.replace(group, decimal);
  number = number.split(group).join("").replace(decimal, ".");
  if (number.includes(".")) number = number.replace(/0+$/, "").replace(/\.$/, "");
  return number;
}

/**
 * OCR lost the decimal separator of a row's amount ("1.96072"): its digits are taken as the amount
 * when they are exactly the digits of quantity × unit price.
 */
function amountFromDigits(
  text: string,
  cells: Partial<Record<Column, string>>,
  format: NumberFormat,
): { cents: number; currency: string | null } | undefined {
  const quantity = cells.quantity ? parseQuantity(cells.quantity, format) : null;
  const unitPrice = cells.unitPrice ? parseAmount(cells.unitPrice, format) : null;
  if (quantity === null || !unitPrice) return undefined;
  const expected = Math.round(Number(quantity) * unitPrice.cents);
  return text.replace(/\D/g, "") === String(expected) ? { cents: expected, currency: null } : undefined;
}

export function parseVatRate(text: string): VatRate | null {
  if (REVERSE_CHARGE.test(text)) return "reverse-charge";
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(text);
  if (!match?.[1]) return null;
  return match[1].replace(",", ".").replace(/\.0+$/, "");
}

/** Wrapped description text, not a detail line ("Bruttopreis: 9,90", "4012345001235 (GTIN)"). */
function isDescriptionText(text: string): boolean {
  return (
    !text.replace(/:$/, "").includes(":") && !/\d{8,}/.test(text) && !/^[\d\s()./-]+$/.test(text) && !/^\(.*\)$/.test(text)
  );
}

/** Without an amount header the row's amount is its rightmost money cell outside the price column. */
function rightmostAmount(line: Line, header: TableHeader, format: NumberFormat) {
  const priceColumn = header.cells.find((cell) => cell.column === "unitPrice");
  const cells = line.segments.filter(
    (s) => findAmounts(s.text, format).length > 0 && (!priceColumn || s.x > priceColumn.right),
  );
  return cells.length > 0 ? findAmounts(cells[cells.length - 1]?.text ?? "", format).at(-1) : undefined;
}

function parseRow(
  line: Line,
  header: TableHeader,
  format: NumberFormat,
): { cells: Cells; unparsedAmount: string | null } {
  const cells: Cells = {};
  for (const segment of line.segments)
    for (const piece of segmentCells(segment, header)) {
      if (!piece.column) continue;
      const text = piece.words.map((w) => w.text).join(" ");
      cells[piece.column] = cells[piece.column] ? `${cells[piece.column]} ${text}` : text;
    }
  // A table without a VAT column may still print the rate inside the amount column.
  let unparsedAmount: string | null = null;
  if (cells.amount && findAmounts(cells.amount, format).length === 0) {
    unparsedAmount = cells.amount;
    delete cells.amount;
  }
  return { cells, unparsedAmount };
}

/** "Personen-" continued by "Unfallversicherung" is one word; other wrapped text joins with a space. */
function appendDescription(description: string, more: string): string {
  if (/\p{L}-$/u.test(description) && /^\p{L}/u.test(more)) return `${description}${more}`;
  return `${description} ${more}`.trim();
}

function cleanDescription(description: string): string {
  return description.replace(/\s*:$/, "").trim();
}

/**
 * Line items read by column alignment under a recognised header row. Each page's table is read on
 * its own (headers repeat on continuation pages); rows end at the totals or the page footer. OCR
 * rows (`repairOcr`) have their numbers repaired from the row's own arithmetic.
 */
export function extractLineItems(layout: Layout, format: NumberFormat, repairOcr = false): LineItem[] {
  const items: LineItem[] = [];
  let header: TableHeader | null = null;
  let previousLine: Line | null = null;
  let lastPart: Line | null = null;
  let skipUntil = -1;
  for (const line of layout.lines) {
    if (line.index <= skipUntil) continue;
    const found = readTableHeader(layout, line);
    if (found) {
      header = found;
      previousLine = found.lastLine;
      skipUntil = found.lastLine.index;
      continue;
    }
    if (!header || !previousLine) continue;
    // A table continues on the next page until the totals; on one page a wide gap ends it.
    const samePage = line.page === previousLine.page;
    if (endsTable(line) || (samePage && line.y - previousLine.y > line.height * 6)) {
      header = null;
      continue;
    }
    previousLine = line;
    const { cells, unparsedAmount } = parseRow(line, header, format);
    const hasAmountColumn = header.cells.some((cell) => cell.column === "amount");
    const amount = cells.amount
      ? findAmounts(cells.amount, format).at(-1)
      : !hasAmountColumn
        ? rightmostAmount(line, header, format)
        : repairOcr && unparsedAmount
          ? amountFromDigits(unparsedAmount, cells, format)
          : undefined;
    const last = items[items.length - 1];
    if (!amount) {
      // A wrapped description continues the previous item (not an "Bruttopreis: 9,90" detail line).
      const text = cells.description?.trim();
      const close =
        lastPart !== null &&
        line.page === lastPart.page &&
        line.y - (lastPart.y + lastPart.height) <= line.height;
      if (text && last && close && Object.keys(cells).length === 1 && isDescriptionText(text)) {
        items[items.length - 1] = { ...last, description: appendDescription(last.description, text) };
        lastPart = line;
      }
      continue;
    }
    if (!cells.description && !(cells.quantity || cells.unitPrice)) continue;
    const unitPrice = cells.unitPrice ? parseAmount(cells.unitPrice, format) : null;
    const read = {
      quantity: cells.quantity ? parseQuantity(cells.quantity, format) : null,
      unitPriceCents: unitPrice?.cents ?? null,
      amountCents: amount.cents,
    };
    const numbers = repairOcr
      ? repairRowNumbers(
          read,
          header.cells.some((cell) => cell.column === "quantity"),
        )
      : { ...read, repaired: false };
    const vatRate = cells.vatRate ? parseVatRate(cells.vatRate) : null;
    let confidence = 0.9;
    if (numbers.repaired) confidence = 0.7;
    else if (numbers.quantity !== null && numbers.unitPriceCents !== null) {
      const expected = Math.round(Number(numbers.quantity) * numbers.unitPriceCents);
      confidence = Math.abs(expected - numbers.amountCents) <= 1 ? 0.97 : 0.6;
    }
    lastPart = line;
    items.push({
      // Some layouts print the description below the row's numbers: the next lines fill it in.
      description: cells.description?.trim() ?? "",
      quantity: numbers.quantity,
      unitPriceCents: numbers.unitPriceCents,
      vatRate,
      amountCents: numbers.amountCents,
      confidence,
      source: unionBox(line.segments),
    });
  }
  return items.map((item) => ({ ...item, description: cleanDescription(item.description) }));
}
