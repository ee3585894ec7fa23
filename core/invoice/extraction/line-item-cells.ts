/** A table row split into the header columns its words stand under. */
import { findAmounts } from "./amounts";
import type { Line, Segment } from "./layout";
import { type Column, cellAt, type HeaderCell, type TableHeader } from "./line-item-header";
import type { NumberFormat, Word } from "./types";

export type Cells = Partial<Record<Column, string>>;

function hasDigit(words: readonly Word[]): boolean {
  return words.some((w) => /\d/.test(w.text));
}

type Piece = { column: Column | null; words: Word[] };

function columnCell(words: readonly Word[], header: TableHeader): HeaderCell | null {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return null;
  return cellAt(header, (first.x + last.x + last.width) / 2);
}

function columnOf(words: readonly Word[], header: TableHeader): Column | null {
  return columnCell(words, header)?.column ?? null;
}

/**
 * A row segment split into the columns it stands under. Words further apart than a space are
 * separate cells ("20 Stk" | "19 % VAT"), each placed by its centre; within one run of text, pieces
 * under different columns split only when both are numbers, so a long description that runs under
 * the next header keeps its last word.
 */
function segmentCells(segment: Segment, header: TableHeader): Piece[] {
  const chunks: Word[][] = [];
  const home = header.cells.findIndex((cell) => cell.column === "description");
  // Where the column after the description starts: words ending before it are still the description's.
  const nextColumnLeft = header.cells[home + 1]?.left ?? Number.POSITIVE_INFINITY;
  for (const word of segment.words) {
    const chunk = chunks[chunks.length - 1];
    const previous = chunk?.[chunk.length - 1];
    const gap = previous ? word.x - (previous.x + previous.width) : Number.POSITIVE_INFINITY;
    // A monospaced word space read by OCR is wider than half the type size ("Karton 3" in Courier).
    const wordSpace =
      home >= 0 &&
      chunk !== undefined &&
      gap < segment.height &&
      word.x + word.width < nextColumnLeft &&
      columnOf(chunk, header) === "description";
    const near = gap < segment.height * 0.5 || wordSpace;
    // A lone dash set apart ("-  Garantie") leads the words after it.
    const dash = previous && chunk?.length === 1 && /^[-–—]$/.test(previous.text);
    if (chunk && (near || dash)) chunk.push(word);
    else chunks.push([word]);
  }
  const pieces: Piece[] = [];
  for (const chunk of chunks) {
    // Runs open at each number ("2 Stk" | "19 % VAT (S)"); a run stands under the column of its centre.
    const runs: Piece[] = [];
    for (const word of chunk) {
      const last = runs[runs.length - 1];
      if (last && !/^[-−+(]?\d/.test(word.text)) last.words.push(word);
      else runs.push({ column: null, words: [word] });
    }
    const merged: Piece[] = [];
    for (const run of runs) {
      const column = columnOf(run.words, header);
      const last = merged[merged.length - 1];
      if (last && last.column === column) last.words.push(...run.words);
      else merged.push({ column, words: [...run.words] });
    }
    const numeric = merged.length > 1 && merged.every((run) => hasDigit(run.words));
    if (numeric) pieces.push(...merged);
    else pieces.push({ column: columnOf(chunk, header), words: chunk });
  }
  return pieces
    .map((piece) => claimNameRunningIn(piece, header))
    .flatMap((piece) => peelLeftColumns(piece, header));
}

/**
 * A name set to start a little left of its column ("TGA" under the end of "Art-Nr", "Beschreibung"
 * just right of it) reaches into the description's range: words without digits there are the
 * name's first words. Article numbers, which that column holds, carry digits.
 */
function claimNameRunningIn(piece: Piece, header: TableHeader): Piece {
  const first = piece.words[0];
  const last = piece.words[piece.words.length - 1];
  if (piece.column !== null || !first || !last || hasDigit(piece.words)) return piece;
  const own = cellAt(header, (first.x + last.x + last.width) / 2);
  const home = cellAt(header, last.x + last.width);
  if (!own || home?.column !== "description") return piece;
  // Set by the name's column, not its own: it starts nearer the description's left edge.
  const nearer = Math.abs(first.x - home.left) < Math.abs(first.x - own.left);
  return nearer ? { ...piece, column: "description" } : piece;
}

/**
 * A description runs rightwards from its column, never leftwards: leading words of a description
 * piece that stand under a column left of it ("0815" under "Art-Nr") belong to that column when
 * they are codes (with digits).
 */
function peelLeftColumns(piece: Piece, header: TableHeader): Piece[] {
  const home = header.cells.find((cell) => cell.column === "description");
  if (piece.column !== "description" || !home) return [piece];
  const words = [...piece.words];
  const peeled: Piece[] = [];
  while (words.length > 1) {
    const word = words[0];
    const cell = word ? cellAt(header, word.x + word.width / 2) : null;
    if (!word || !cell || cell.left >= home.left || !/\d/.test(word.text)) break;
    peeled.push({ column: cell.column, words: [word] });
    words.shift();
  }
  return [...peeled, { column: "description", words }];
}

export function parseQuantity(text: string, format: NumberFormat): string | null {
  // A number and an optional unit of measure ("20 Stk", "3 m²", "25 Liter(s)", "2,50 uur", "10x").
  // A unit may also be a UN/ECE code with digits ("H87", "C62").
  const match =
    /^(-?\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d+)?|-?\d+(?:[.,]\d+)?)\s*([\p{L}²³()/.]{1,12}|\p{Lu}[\p{Lu}\d]{1,3})?$/u.exec(
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

export function parseRow(
  line: Line,
  header: TableHeader,
  format: NumberFormat,
): {
  cells: Cells;
  unparsedAmount: string | null;
  quantityParts: string[];
  unnamed: Map<number, string>;
  /** The left edge of the rightmost piece with digits under a column we do not read. */
  unnamedDigitsAt: number | null;
} {
  const cells: Cells = {};
  const quantityParts: string[] = [];
  // Numbers under header cells we do not read ("#"), by cell index: one of them may be the quantity.
  const unnamed = new Map<number, string>();
  let unnamedDigitsAt: number | null = null;
  for (const segment of line.segments)
    for (const piece of segmentCells(segment, header)) {
      const text = piece.words.map((w) => w.text).join(" ");
      if (!piece.column) {
        const cell = columnCell(piece.words, header);
        const quantity = parseQuantity(text, format);
        if (cell && quantity !== null) unnamed.set(header.cells.indexOf(cell), quantity);
        if (cell && hasDigit(piece.words)) unnamedDigitsAt = Math.max(unnamedDigitsAt ?? 0, cell.left);
        continue;
      }
      if (piece.column === "quantity") quantityParts.push(text);
      cells[piece.column] = cells[piece.column] ? `${cells[piece.column]} ${text}` : text;
    }
  // A table without a VAT column may still print the rate inside the amount column.
  let unparsedAmount: string | null = null;
  if (cells.amount && findAmounts(cells.amount, format).length === 0) {
    unparsedAmount = cells.amount;
    delete cells.amount;
  }
  return { cells, unparsedAmount, quantityParts, unnamed, unnamedDigitsAt };
}
