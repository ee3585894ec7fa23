import { applyDecisions } from "../../../core/dedupe/apply-decisions";
import { cellText } from "../../../core/dedupe/cell-text";
import type { Cell, Cluster, Row, SurvivorRule } from "../../../core/dedupe/types";
import { formatCsvRow } from "../../../core/export/csv";
import { writeXlsx, type XlsxCell, type XlsxSheet } from "../../../core/export/xlsx";
import type { ExportKind } from "./worker-protocol";

export interface ExportInput {
  readonly kind: ExportKind;
  readonly format: "csv" | "xlsx";
  readonly delimiter: string;
  readonly headers: readonly string[];
  readonly rows: readonly Row[];
  readonly clusters: readonly Cluster[];
  /** Probabilistic runs: the report gets each cluster's match probability (its weakest pair). */
  readonly withProbability?: boolean;
  readonly accepted: ReadonlySet<number>;
  readonly survivor: SurvivorRule;
  readonly sheetName: string;
  /** XLSX only: every sheet of the workbook, the de-duplicated one replaced by the result. */
  readonly otherSheets: readonly { name: string; rows: Cell[][]; index: number }[];
  readonly sheetIndex: number;
}

interface Table {
  readonly headers: readonly string[];
  readonly rows: Iterable<readonly Cell[]>;
}

function* removedRows(output: ReturnType<typeof applyDecisions>): Iterable<readonly Cell[]> {
  for (const item of output.removed) yield [...item.row, item.clusterId];
}

function* reportRows(
  input: ExportInput,
  output: ReturnType<typeof applyDecisions>,
): Iterable<readonly Cell[]> {
  const clusterOf = new Int32Array(input.rows.length);
  const probabilityOf = new Float64Array(input.rows.length);
  for (const cluster of input.clusters)
    for (const row of cluster.rows) {
      clusterOf[row] = cluster.id;
      probabilityOf[row] = cluster.score;
    }
  for (let index = 0; index < input.rows.length; index++) {
    const clusterId = clusterOf[index] ?? 0;
    const accepted = input.accepted.has(clusterId);
    const status =
      clusterId === 0
        ? "unique"
        : !accepted
          ? "kept (rejected match)"
          : output.keptFlag[index]
            ? "kept"
            : "removed";
    const row: Cell[] = [...(input.rows[index] ?? []), clusterId === 0 ? null : clusterId, status];
    if (input.withProbability)
      row.push(clusterId === 0 ? null : Math.round((probabilityOf[index] ?? 0) * 1e4) / 1e4);
    yield row;
  }
}

function buildTable(input: ExportInput): Table {
  const output = applyDecisions(
    input.rows,
    input.clusters,
    (cluster) => input.accepted.has(cluster.id),
    input.survivor,
  );
  if (input.kind === "cleaned") return { headers: input.headers, rows: output.kept };
  if (input.kind === "removed") return { headers: [...input.headers, "Cluster"], rows: removedRows(output) };
  const headers = [...input.headers, "Cluster", "Status"];
  if (input.withProbability) headers.push("Match probability");
  return { headers, rows: reportRows(input, output) };
}

function padRow(row: readonly Cell[], width: number): XlsxCell[] {
  return Array.from({ length: width }, (_, index) => row[index] ?? null);
}

function* asText(rows: Iterable<readonly Cell[]>, width: number): Iterable<string[]> {
  for (const row of rows) yield Array.from({ length: width }, (_, index) => cellText(row[index]));
}

function buildCsv(table: Table, delimiter: string): Blob {
  const options = {
    delimiter: (delimiter === ";" || delimiter === "\t" ? delimiter : ",") as "," | ";" | "\t",
    bom: true,
  };
  const parts: string[] = ["\uFEFF", formatCsvRow(table.headers, options), "\r\n"];
  let batch: string[] = [];
  for (const row of asText(table.rows, table.headers.length)) {
    batch.push(formatCsvRow(row, options));
    if (batch.length === 10_000) {
      parts.push(`${batch.join("\r\n")}\r\n`);
      batch = [];
    }
  }
  if (batch.length > 0) parts.push(`${batch.join("\r\n")}\r\n`);
  return new Blob(parts, { type: "text/csv;charset=utf-8" });
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
      const width = Math.max(0, ...other.rows.map((row) => row.length));
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
