import { findAmounts, parseAmount } from "./amounts";
import { matchLabel, REVERSE_CHARGE } from "./labels";
import { type Layout, type Line, type Segment, unionBox } from "./layout";
import { repairRowNumbers } from "./line-item-repair";
import type { LineItem, NumberFormat, VatRate } from "./types";

type Column = "description" | "quantity" | "unitPrice" | "vatRate" | "amount";

const HEADER_WORDS: Readonly<Record<Column, RegExp>> = {
  description:
    /^(omschrijving|beschrijving|artikel|product|dienst|description|item|details|bezeichnung|beschreibung|artikelbeschreibung|artikelbezeichnung|leistung|artikel|d[ée]signation|libell[ée]|prestation)s?(?![\p{L}\d])/iu,
  quantity:
    /^(aantal|qty|quantity|hoeveelheid|menge|anzahl|quantit[ée]|qt[ée]|stuks|units?|amount)(?![\p{L}\d])/iu,
  unitPrice:
    /^(prijs|stukprijs|eenheidsprijs|prijs per stuk|tarief|unit price|price|rate|einzelpreis|e-preis|preis|nettopreis|stückpreis|prix unitaire|prix|p\.u\.?)(?![\p{L}\d])/iu,
  vatRate: /^(btw|vat|mwst|ust|tva|tax)(?![\p{L}\d])\s*(%|tarief|rate|satz|taux)?|^%$/iu,
  amount:
    /^(bedrag|totaal|subtotaal|amount|total|line total|net amount|betrag|gesamt|gesamtpreis|nettobetrag|nettowert|positionsbetrag|entgelt|summe|montant|total ht|montant ht|prix total|prix ht)(?![\p{L}\d])/iu,
};

// "Prix total" is the amount, not the unit price: amount is tried before unit price.
const COLUMN_ORDER: readonly Column[] = ["description", "quantity", "vatRate", "amount", "unitPrice"];

interface HeaderColumn {
  readonly column: Column;
  readonly segment: Segment;
}

function readHeader(line: Line): HeaderColumn[] | null {
  const columns: HeaderColumn[] = [];
  let unknown = 0;
  for (const segment of line.segments) {
    const text = segment.text.trim();
    const column = COLUMN_ORDER.find(
      (key) => HEADER_WORDS[key].test(text) && !columns.some((c) => c.column === key),
    );
    if (column) columns.push({ column, segment });
    else unknown++;
  }
  // "Amount" is the quantity only when another column holds the line total ("Amount | Product | Total").
  const amountAsQuantity = columns.findIndex(
    (c) => c.column === "quantity" && /^amount/i.test(c.segment.text),
  );
  const ambiguous = columns[amountAsQuantity];
  if (ambiguous && !columns.some((c) => c.column === "amount"))
    columns[amountAsQuantity] = { column: "amount", segment: ambiguous.segment };
  const kinds = new Set(columns.map((c) => c.column));
  if (!kinds.has("description")) return null;
  // Two columns (description, amount) are a table only when the header says so in every cell;
  // a wider header may carry columns we do not read ("Pos", "Art.-Nr.", "Rem.").
  if (unknown === 0 && kinds.size >= 2 && kinds.has("amount")) return columns;
  const numeric = ["quantity", "unitPrice", "amount", "vatRate"].filter((k) => kinds.has(k as Column)).length;
  return numeric >= 2 && unknown <= columns.length ? columns : null;
}

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

function columnFor(segment: Segment, header: readonly HeaderColumn[]): Column | null {
  let best: { column: Column; distance: number } | null = null;
  for (const { column, segment: head } of header) {
    const numeric = column !== "description";
    // Numbers are right-aligned under their header, text is left-aligned.
    const distance = numeric
      ? Math.abs(segment.x + segment.width - (head.x + head.width))
      : Math.abs(segment.x - head.x);
    const overlaps =
      segment.x < head.x + head.width + head.height * 2 &&
      head.x - head.height * 2 < segment.x + segment.width;
    const score = overlaps ? distance : distance + 10_000;
    if (!best || score < best.distance) best = { column, distance: score };
  }
  return best && best.distance < 10_000 ? best.column : null;
}

export function parseQuantity(text: string, format: NumberFormat): string | null {
  const match =
    /^(-?\d+(?:[.,]\d+)?)\s*(x|st|stk|stuks?|pcs|uur|uren|h|hrs?|hours?|std|pce|pi[èe]ces?|m|kg)?\.?$/i.exec(
      text.trim(),
    );
  if (!match?.[1]) return null;
  let number = match[1];
  number = format === "comma-decimal" ? number.replace(",", ".") : number.replace(",", "");
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
    !text.includes(":") && !/\d{8,}/.test(text) && !/^[\d\s()./-]+$/.test(text) && !/^\(.*\)$/.test(text)
  );
}

/** Without an amount header the row's amount is its rightmost money cell outside the price column. */
function rightmostAmount(line: Line, header: readonly HeaderColumn[], format: NumberFormat) {
  const priceColumn = header.find((column) => column.column === "unitPrice")?.segment;
  const cells = line.segments.filter(
    (s) =>
      findAmounts(s.text, format).length > 0 && (!priceColumn || s.x > priceColumn.x + priceColumn.width),
  );
  return cells.length > 0 ? findAmounts(cells[cells.length - 1]?.text ?? "", format).at(-1) : undefined;
}

function parseRow(
  line: Line,
  header: readonly HeaderColumn[],
  format: NumberFormat,
): { cells: Partial<Record<Column, string>>; unparsedAmount: string | null } {
  const cells: Partial<Record<Column, string>> = {};
  for (const segment of line.segments) {
    const column = columnFor(segment, header);
    if (!column) continue;
    cells[column] = cells[column] ? `${cells[column]} ${segment.text}` : segment.text;
  }
  // A table without a VAT column may still print the rate inside the amount column.
  let unparsedAmount: string | null = null;
  if (cells.amount && findAmounts(cells.amount, format).length === 0) {
    unparsedAmount = cells.amount;
    delete cells.amount;
  }
  return { cells, unparsedAmount };
}

/**
 * Line items read by column alignment under a recognised header row. Each page's table is read on
 * its own (headers repeat on continuation pages); rows end at the totals or the page footer. OCR
 * rows (`repairOcr`) have their numbers repaired from the row's own arithmetic.
 */
export function extractLineItems(layout: Layout, format: NumberFormat, repairOcr = false): LineItem[] {
  const items: LineItem[] = [];
  let header: HeaderColumn[] | null = null;
  let previousLine: Line | null = null;
  let lastPart: Line | null = null;
  for (const line of layout.lines) {
    const found = readHeader(line);
    if (found) {
      header = found;
      previousLine = line;
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
    const hasAmountColumn = header.some((column) => column.column === "amount");
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
        items[items.length - 1] = { ...last, description: `${last.description} ${text}`.trim() };
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
          header.some((column) => column.column === "quantity"),
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
  return items;
}
