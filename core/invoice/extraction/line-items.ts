import { findAmounts, parseAmount } from "./amounts";
import { findDates } from "./dates";
import { matchLabel, REVERSE_CHARGE } from "./labels";
import { type Layout, type Line, unionBox } from "./layout";
import { parseQuantity, parseRow } from "./line-item-cells";
import { type Column, readTableHeader, type TableHeader } from "./line-item-header";
import { quantitiesFromUnnamedColumn, type RowWithUnnamedNumbers } from "./line-item-quantity-column";
import { repairRowNumbers, settleRoundedQuantity } from "./line-item-repair";
import { repairPackSizeEndingDescription } from "./ocr-line-repair";
import type { LineItem, NumberFormat, VatRate } from "./types";

export { parseQuantity } from "./line-item-cells";

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

/**
 * A credit note prints "5" pieces at "4,55" for "-20,48": the row's arithmetic (quantity × price =
 * amount) makes it minus five. A negative unit price already carries the sign.
 */
function signedQuantity(
  quantity: string | null,
  unitPriceCents: number | null,
  amountCents: number,
): string | null {
  const unsigned = quantity !== null && !quantity.startsWith("-") && Number(quantity) > 0;
  return unsigned && amountCents < 0 && (unitPriceCents === null || unitPriceCents > 0)
    ? `-${quantity}`
    : quantity;
}

/** "Bruttopreis: 9,90" is a labelled number; "(Stunde): Einer" is prose. */
const LABELLED_NUMBER = /:\s*[^\s\p{L}]*\d/u;

/** Wrapped description text, not a detail line ("Bruttopreis: 9,90", "4012345001235 (GTIN)"). */
function isDescriptionText(text: string): boolean {
  return (
    !LABELLED_NUMBER.test(text) &&
    !/\d{8,}/.test(text) &&
    // A lone short number ends a wrapped name ("Abrechnungskreis" / "1"); longer ones are article ids.
    // A pack size ("20/0500") is part of the name too.
    (!/^[\d\s()./-]+$/.test(text) || /^\d{1,3}$/.test(text) || /^\d{1,3}\/\d{1,4}$/.test(text)) &&
    // "(GTIN)", "(GLN)", "(30 %)" qualify a number; "(Pauschale)" is a word of the description.
    !/^\((?:\p{Lu}{2,6}|[^\p{L}]*)\)$/u.test(text)
  );
}

/**
 * A designation, not an identifier or a detail of the record: "GLN:5987854125", "# ligne BC: 3",
 * "98745" and "Période de 01/12/2018 au 31/12/2018" are not names.
 */
function isName(text: string): boolean {
  return isDescriptionText(text) && /\p{L}{2}/u.test(text) && findDates(text).length === 0;
}

/** A line between rows that no item took, with its text when that is a name in the description column. */
interface LooseLine {
  readonly line: Line;
  readonly name: string | null;
}

/** The name printed on the lines directly above a row (wrapped names joined), or null. */
function nameAbove(loose: readonly LooseLine[], row: Line): string | null {
  let name: string | null = null;
  let below = row;
  for (let index = loose.length - 1; index >= 0; index--) {
    const entry = loose[index];
    if (!entry?.name || entry.line.page !== below.page) break;
    if (below.y - (entry.line.y + entry.line.height) > below.height) break;
    name = name === null ? entry.name : appendDescription(entry.name, name);
    below = entry.line;
  }
  return name;
}

/** Without an amount header the row's amount is its rightmost money cell outside the price column. */
function rightmostAmount(line: Line, header: TableHeader, format: NumberFormat) {
  const priceColumn = header.cells.find((cell) => cell.column === "unitPrice");
  const cells = line.segments.filter(
    (s) => findAmounts(s.text, format).length > 0 && (!priceColumn || s.x > priceColumn.right),
  );
  return cells.length > 0 ? findAmounts(cells[cells.length - 1]?.text ?? "", format).at(-1) : undefined;
}

/**
 * The quantity cell may hold two numbers when a neighbouring column's header ran into it ("Menge
 * VKE/Geb" read as one header cell: "-5,0000 Stk." and "1"): the one that times the unit price
 * gives the amount is the quantity; otherwise the whole cell, or its first number.
 */
function readQuantity(
  parts: readonly string[],
  whole: string | undefined,
  unitPriceCents: number | null,
  amountCents: number,
  format: NumberFormat,
): string | null {
  const read = whole ? parseQuantity(whole, format) : null;
  if (parts.length < 2) return read;
  const candidates = parts.flatMap((part) => parseQuantity(part, format) ?? []);
  const fits = candidates.find(
    (quantity) =>
      unitPriceCents !== null &&
      Math.abs(Math.round(Math.abs(Number(quantity)) * Math.abs(unitPriceCents)) - Math.abs(amountCents)) <=
        1,
  );
  return fits ?? read ?? candidates[0] ?? null;
}

/**
 * A position number printed in the description's cell ("1 Superdrachen", "2 Turbo Flyer") is not
 * part of the description: it is recognised by counting up from row to row.
 */
function withoutPositionNumbers(items: readonly LineItem[]): LineItem[] {
  const numbers = items.map((item) => /^(\d{1,3})\.?\s+(?=\p{L})/u.exec(item.description)?.[1]);
  const first = Number(numbers[0]);
  const counting =
    items.length >= 2 && numbers.every((n, index) => n !== undefined && Number(n) === first + index);
  return counting
    ? items.map((item) => ({ ...item, description: item.description.replace(/^\d{1,3}\.?\s+/, "") }))
    : [...items];
}

/** Words of a discount or surcharge row printed under the item it applies to. */
const DISCOUNT = /\b(abzgl\.?|abz[üu]glich|rabatt|nachlass|discount|remise|r[ée]duction|korting)\b/i;

/**
 * A row whose description cell opens with an identifier ("GTIN", "Art.-Nr.:") prints the whole
 * article text as a stack in that cell: the number, further ids and the name all belong to it.
 */
const STACKED_DESCRIPTION =
  /^(gtin|ean|upc|sku|art(?:ikel)?[-. ]?nr|item no|r[ée]f(?:[ée]rence)?)\b[\s.:-]*$/i;

/** "Personen-" continued by "Unfallversicherung" is one word; other wrapped text joins with a space. */
function appendDescription(description: string, more: string): string {
  if (/[\p{L}\d.]-$/u.test(description) && /^\p{L}/u.test(more)) return `${description}${more}`;
  // "Fahrten" continued by "-Karte" is one compound too.
  if (/\p{L}$/u.test(description) && /^-\p{L}/u.test(more)) return `${description}${more}`;
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
  // The row just read still waits for its second line (a table of two-line records).
  let awaitingSecondLine = false;
  // The type size of the last row read, to tell a note line in smaller type from a wrapped name.
  let rowHeight = 0;
  let skipUntil = -1;
  // Rows read without a quantity, per table: a column we do not read may hold it.
  const withoutQuantity = new Map<TableHeader, RowWithUnnamedNumbers[]>();
  // Lines without numbers since the last row that no item took: the next record may begin with them.
  let loose: LooseLine[] = [];
  let rowsInTable = 0;
  // This table prints each record's name above its numbers (the line under the numbers is a note).
  let namesAbove = false;
  for (const line of layout.lines) {
    if (line.index <= skipUntil) continue;
    const found = readTableHeader(layout, line);
    if (found) {
      header = found;
      previousLine = found.lastLine;
      skipUntil = found.lastLine.index;
      loose = [];
      rowsInTable = 0;
      namesAbove = false;
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
    const { cells, unparsedAmount, quantityParts, unnamed, unnamedDigitsAt } = parseRow(line, header, format);
    const hasAmountColumn = header.cells.some((cell) => cell.column === "amount");
    const amount = cells.amount
      ? findAmounts(cells.amount, format).at(-1)
      : !hasAmountColumn
        ? rightmostAmount(line, header, format)
        : repairOcr && unparsedAmount
          ? amountFromDigits(unparsedAmount, cells, format)
          : undefined;
    const last = items[items.length - 1];
    if (!amount && awaitingSecondLine && header.secondLine && last && lastPart) {
      awaitingSecondLine = false;
      const close = line.page === lastPart.page && line.y - (lastPart.y + lastPart.height) <= line.height;
      const second = close ? parseRow(line, { cells: header.secondLine, lastLine: line }, format) : null;
      const text = second?.cells.description?.trim();
      if (text) items[items.length - 1] = { ...last, description: appendDescription(last.description, text) };
      // The record's name is complete: the lines under it are notes (packaging, periods, orderer).
      lastPart = null;
      continue;
    }
    awaitingSecondLine = false;
    if (!amount) {
      // A wrapped description continues the previous item (not an "Bruttopreis: 9,90" detail line).
      const text = cells.description?.trim();
      const stacked = last !== undefined && STACKED_DESCRIPTION.test(last.description.split(" ")[0] ?? "");
      const close =
        lastPart !== null &&
        ((line.page === lastPart.page && line.y - (lastPart.y + lastPart.height) <= line.height) ||
          (line.page === lastPart.page + 1 &&
            // A stacked article text, or a word broken at the page's last line ("Kfz-" / "Haftpflicht").
            (stacked ||
              (layout.lines[line.index - 1] === lastPart && /[\p{L}\d]-$/u.test(last?.description ?? "")))));
      // A number right of the name, even under a column we do not read, makes it a detail line
      // ("Bruttopreis" | "80,0006" under an unrecognised price header).
      const home = header.cells.find((cell) => cell.column === "description");
      const priced = unnamedDigitsAt !== null && unnamedDigitsAt > (home?.right ?? Number.POSITIVE_INFINITY);
      const onlyText = text && Object.keys(cells).length === 1 && !priced ? text : null;
      // A line in a smaller type than its row is a note under the item ("Dieses Gerät ist
      // strahlungsarm…"): the name ends there. OCR line heights vary too much to tell.
      if (!repairOcr && close && line.height < rowHeight * 0.85) {
        lastPart = null;
        loose.push({ line, name: onlyText && isName(onlyText) ? onlyText : null });
        continue;
      }
      if (onlyText && last && close && (stacked || isDescriptionText(onlyText))) {
        items[items.length - 1] = { ...last, description: appendDescription(last.description, onlyText) };
        lastPart = line;
      } else loose.push({ line, name: onlyText && isName(onlyText) ? onlyText : null });
      continue;
    }
    // "abzgl. 16,7% Rabatt  -2,00" under an item is that item's discount, not an item of its own.
    if (last && !cells.quantity && amount.cents < 0 && last.amountCents > 0 && DISCOUNT.test(line.text)) {
      items[items.length - 1] = { ...last, amountCents: last.amountCents + amount.cents, confidence: 0.8 };
      lastPart = line;
      continue;
    }
    if (!cells.description && !(cells.quantity || cells.unitPrice)) continue;
    // A row whose description cell holds no name ("GLN:5987854125", "# ligne BC: 3" or nothing) in a
    // table whose records print the name just above the numbers: that line is the designation.
    const own = cells.description?.trim() ?? "";
    const above = own !== "" && isName(own) ? null : nameAbove(loose, line);
    const takesNameAbove = above !== null && (namesAbove || rowsInTable === 0);
    if (takesNameAbove) namesAbove = true;
    const unitPrice = cells.unitPrice ? parseAmount(cells.unitPrice, format) : null;
    const read = {
      quantity: signedQuantity(
        readQuantity(quantityParts, cells.quantity, unitPrice?.cents ?? null, amount.cents, format),
        unitPrice?.cents ?? null,
        amount.cents,
      ),
      unitPriceCents: unitPrice?.cents ?? null,
      amountCents: amount.cents,
    };
    const numbers = repairOcr
      ? repairRowNumbers(
          read,
          header.cells.some((cell) => cell.column === "quantity"),
        )
      : { ...settleRoundedQuantity(read), repaired: false };
    const vatRate = cells.vatRate ? parseVatRate(cells.vatRate) : null;
    let confidence = 0.9;
    if (numbers.repaired) confidence = 0.7;
    else if (numbers.quantity !== null && numbers.unitPriceCents !== null) {
      const expected = Math.round(Number(numbers.quantity) * numbers.unitPriceCents);
      confidence = Math.abs(expected - numbers.amountCents) <= 1 ? 0.97 : 0.6;
    }
    if (numbers.quantity === null) {
      const table = withoutQuantity.get(header) ?? [];
      table.push({ itemIndex: items.length, ...numbers, numbers: unnamed });
      withoutQuantity.set(header, table);
    }
    // The record's name is complete above the numbers: lines under them are notes (periods, dates).
    lastPart = takesNameAbove ? null : line;
    awaitingSecondLine = header.secondLine !== undefined;
    rowHeight = line.height;
    loose = [];
    rowsInTable++;
    items.push({
      // Some layouts print the description below the row's numbers: the next lines fill it in.
      description: takesNameAbove ? above : own,
      quantity: numbers.quantity,
      unitPriceCents: numbers.unitPriceCents,
      vatRate,
      amountCents: numbers.amountCents,
      confidence,
      source: unionBox(line.segments),
    });
  }
  for (const rows of withoutQuantity.values())
    for (const [index, quantity] of quantitiesFromUnnamedColumn(rows)) {
      const item = items[index];
      if (item)
        items[index] = {
          ...item,
          quantity: signedQuantity(quantity, item.unitPriceCents, item.amountCents),
          confidence: Math.max(item.confidence, 0.9),
        };
    }
  return withoutPositionNumbers(items).map((item) => {
    const description = cleanDescription(item.description);
    return { ...item, description: repairOcr ? repairPackSizeEndingDescription(description) : description };
  });
}
