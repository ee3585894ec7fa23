import type { LabelledPair } from "../../../core/dedupe/active-learning";
import { decideRows, type RowDecisions } from "../../../core/dedupe/apply-decisions";
import { cellText } from "../../../core/dedupe/cell-text";
import { type RowTable, toRowTable } from "../../../core/dedupe/row-table";
import type { Cell, Cluster, Row, SurvivorRule } from "../../../core/dedupe/types";
import { formatCsvRow } from "../../../core/export/csv";
import { writeXlsx, type XlsxCell, type XlsxSheet } from "../../../core/export/xlsx";
import { type CsvDelimiter, writeKeptRecords } from "./copy-records";
import { ENGLISH_EXPORT_TEXT, type ExportText, ROW } from "./export-text";
import type { ExportKind } from "./worker-protocol";

export interface ExportInput {
  readonly kind: ExportKind;
  readonly format: "csv" | "xlsx";
  readonly delimiter: string;
  readonly headers: readonly string[];
  readonly rows: readonly Row[] | RowTable;
  readonly clusters: readonly Cluster[];
  /** Probabilistic runs: the report gets each cluster's match probability (its weakest pair). */
  readonly withProbability?: boolean;
  readonly accepted: ReadonlySet<number>;
  readonly survivor: SurvivorRule;
  readonly sheetName: string;
  /** XLSX only: every sheet of the workbook, the de-duplicated one replaced by the result. */
  readonly otherSheets: readonly { name: string; rows: Cell[][]; index: number }[];
  readonly sheetIndex: number;
  /** Our own headers and status words, in the interface language; the user's columns stay as they are. */
  readonly text?: ExportText;
  /** Per row, its record number in the file as the spreadsheet shows it (default: header row 1). */
  readonly rowNumbers?: ArrayLike<number>;
  /** The report: the user's "Same or different?" answers, in a column of their own. */
  readonly labels?: readonly LabelledPair[];
}

interface Table {
  readonly headers: readonly string[];
  readonly rows: Iterable<readonly Cell[]>;
  /** Cleaned CSV only: the input rows, so an unchanged record can be copied as the file has it. */
  readonly copy?: {
    readonly table: RowTable;
    readonly decisions: RowDecisions;
  };
}

function* keptRows(table: RowTable, decisions: RowDecisions): Iterable<readonly Cell[]> {
  for (let index = 0; index < table.length; index++)
    if (decisions.keptFlag[index]) yield decisions.replacement.get(index) ?? table.row(index);
}

function* removedRows(table: RowTable, decisions: RowDecisions): Iterable<readonly Cell[]> {
  for (let index = 0; index < table.length; index++)
    if (!decisions.keptFlag[index]) yield [...table.row(index), decisions.clusterOfRow[index] ?? 0];
}

function fileRowOf(input: ExportInput, index: number): number {
  return input.rowNumbers?.[index] ?? index + 2;
}

/** Per row, the user's answers about it: "same as row 12", "different from row 40". */
function answersByRow(input: ExportInput, text: ExportText): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  const template = { same: text.answerSame, different: text.answerDifferent, unsure: text.answerUnsure };
  for (const label of input.labels ?? [])
    for (const [row, other] of [
      [label.a, label.b],
      [label.b, label.a],
    ] as const) {
      const said = template[label.answer].replace(ROW, String(fileRowOf(input, other)));
      byRow.set(row, [...(byRow.get(row) ?? []), said]);
    }
  return byRow;
}

/** Per accepted cluster id, the row that survives it. */
function survivorsOf(table: RowTable, decisions: RowDecisions): Map<number, number> {
  const survivors = new Map<number, number>();
  for (let index = 0; index < table.length; index++) {
    const cluster = decisions.clusterOfRow[index] ?? 0;
    if (cluster !== 0 && decisions.keptFlag[index]) survivors.set(cluster, index);
  }
  return survivors;
}

function* reportRows(
  input: ExportInput,
  table: RowTable,
  decisions: RowDecisions,
): Iterable<readonly Cell[]> {
  const text = input.text ?? ENGLISH_EXPORT_TEXT;
  const survivors = survivorsOf(table, decisions);
  const answers = input.labels?.length ? answersByRow(input, text) : null;
  const clusterOf = new Int32Array(table.length);
  const probabilityOf = new Float64Array(table.length);
  for (const cluster of input.clusters)
    for (const row of cluster.rows) {
      clusterOf[row] = cluster.id;
      probabilityOf[row] = cluster.score;
    }
  for (let index = 0; index < table.length; index++) {
    const clusterId = clusterOf[index] ?? 0;
    const accepted = input.accepted.has(clusterId);
    const status =
      clusterId === 0
        ? text.unique
        : !accepted
          ? text.keptRejected
          : decisions.keptFlag[index]
            ? text.kept
            : text.mergedInto.replace(ROW, String(fileRowOf(input, survivors.get(clusterId) ?? index)));
    const row: Cell[] = [...table.row(index), clusterId === 0 ? null : clusterId, status];
    if (input.withProbability)
      row.push(clusterId === 0 ? null : Math.round((probabilityOf[index] ?? 0) * 1e4) / 1e4);
    if (answers) row.push(answers.get(index)?.join(" | ") ?? null);
    yield row;
  }
}

function buildTable(input: ExportInput): Table {
  const table = toRowTable(input.rows);
  const decisions = decideRows(
    table,
    input.clusters,
    (cluster) => input.accepted.has(cluster.id),
    input.survivor,
  );
  if (input.kind === "cleaned")
    return {
      headers: input.headers,
      rows: keptRows(table, decisions),
      copy: { table, decisions },
    };
  const text = input.text ?? ENGLISH_EXPORT_TEXT;
  if (input.kind === "removed")
    return { headers: [...input.headers, text.cluster], rows: removedRows(table, decisions) };
  const headers = [...input.headers, text.cluster, text.status];
  if (input.withProbability) headers.push(text.matchProbability);
  if (input.labels?.length) headers.push(text.answers);
  return { headers, rows: reportRows(input, table, decisions) };
}

function padRow(row: readonly Cell[], width: number): XlsxCell[] {
  return Array.from({ length: width }, (_, index) => row[index] ?? null);
}

function* asText(rows: Iterable<readonly Cell[]>, width: number): Iterable<string[]> {
  for (const row of rows) yield Array.from({ length: width }, (_, index) => cellText(row[index]));
}

/** The cleaned file is encoded into a buffer this size (or a piece's worst case), given to a Blob when full. */
const BATCH_BYTES = 3 << 20;
const encoder = new TextEncoder();

/**
 * Text written piece by piece into UTF-8 parts of a Blob. Each piece is encoded where the last one
 * ended (at most three bytes a character); a full buffer becomes a Blob, which copies it, and is
 * reused. No megabyte strings are joined first: a batch holding one line with a wide character
 * would be joined two bytes a character and encoded from that.
 */
function createBlobWriter(first: string[]): { write: (piece: string) => void; finish: () => Blob } {
  const parts: Blob[] = [new Blob(first)];
  let bytes = new Uint8Array(BATCH_BYTES);
  let used = 0;
  const flush = (): void => {
    if (used > 0) parts.push(new Blob([bytes.subarray(0, used)]));
    used = 0;
  };
  const write = (piece: string): void => {
    if (used + piece.length * 3 > bytes.length) {
      flush();
      if (piece.length * 3 > bytes.length) bytes = new Uint8Array(piece.length * 3);
    }
    used += encoder.encodeInto(piece, used === 0 ? bytes : bytes.subarray(used)).written;
  };
  const finish = (): Blob => {
    flush();
    return new Blob(parts, { type: "text/csv;charset=utf-8" });
  };
  return { write, finish };
}

function buildCsv(table: Table, delimiter: string): Blob {
  const options = {
    delimiter: (delimiter === ";" || delimiter === "\t" ? delimiter : ",") as CsvDelimiter,
    bom: true,
  };
  const { write, finish } = createBlobWriter(["\uFEFF", formatCsvRow(table.headers, options), "\r\n"]);
  const width = table.headers.length;
  if (table.copy) writeKeptRecords(table.copy.table, table.copy.decisions, width, options.delimiter, write);
  else
    for (const row of asText(table.rows, width)) {
      write(formatCsvRow(row, options));
      write("\r\n");
    }
  return finish();
}

function* typedRows(rows: Iterable<readonly Cell[]>, width: number): Iterable<XlsxCell[]> {
  for (const row of rows) yield padRow(row, width);
}

function buildXlsx(input: ExportInput, table: Table): Blob {
  const main: XlsxSheet = {
    name: input.sheetName,
    columns: table.headers.map((header) => ({ header })),
    rows: typedRows(table.rows, table.headers.length),
    freezeHeader: true,
    autoFilter: true,
  };
  const sheets: XlsxSheet[] = [];
  if (input.kind === "cleaned") {
    for (const other of input.otherSheets) {
      let width = 0;
      for (const row of other.rows) width = Math.max(width, row.length);
      const [head = [], ...rest] = other.rows;
      sheets.push({
        name: other.name,
        columns: Array.from({ length: width }, (_, index) => ({ header: cellText(head[index]) })),
        rows: typedRows(rest, width),
      });
    }
    sheets.splice(Math.min(input.sheetIndex, sheets.length), 0, main);
  } else sheets.push(main);
  const bytes = writeXlsx(sheets);
  return new Blob([bytes.slice().buffer], {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
}

/** The file for one download, in the format the user uploaded. Formulas are neutralised by the writers. */
export function buildExport(input: ExportInput): Blob {
  const table = buildTable(input);
  return input.format === "xlsx" ? buildXlsx(input, table) : buildCsv(table, input.delimiter);
}
