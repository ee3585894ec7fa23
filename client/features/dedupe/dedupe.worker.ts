/// <reference lib="webworker" />
import { cellText } from "../../../core/dedupe/cell-text";
import { MISSING } from "../../../core/dedupe/comparison-levels";
import { createBlobSource } from "../../../core/dedupe/import/byte-source";
import { detectHeaderRow } from "../../../core/dedupe/import/header-row";
import { type ImportError, importError, MAX_FILE_BYTES } from "../../../core/dedupe/import/import-error";
import { readPackedTable, readTextTable } from "../../../core/dedupe/import/read-text-table";
import { detectDialect, detectFileKind } from "../../../core/dedupe/import/sniff";
import { readWorkbookInfo, type WorkbookInfo } from "../../../core/dedupe/import/xlsx-parts";
import { readSheetRows } from "../../../core/dedupe/import/xlsx-sheet";
import { openZip, type ZipArchive } from "../../../core/dedupe/import/zip-directory";
import type { LinkageResult } from "../../../core/dedupe/linkage";
import {
  type PackedDataTable,
  splitDataRows,
  splitTableRows,
  suggestRules,
} from "../../../core/dedupe/load-table";
import { matchRows } from "../../../core/dedupe/match-rows";
import { arrayRows, type RowTable, toRowArray } from "../../../core/dedupe/row-table";
import type { Cell, Cluster, ColumnRule, Row } from "../../../core/dedupe/types";
import { buildExport } from "./build-export";
import { suggestColumns } from "./default-settings";
import {
  type ClusterView,
  type MatchMode,
  type PairEvidence,
  PREVIEW_ROWS,
  REVIEW_LIMIT,
  type SourceSettings,
  type WorkerRequest,
  type WorkerResponse,
} from "./worker-protocol";

declare const self: DedicatedWorkerGlobalScope;

interface State {
  file: File | null;
  format: "csv" | "xlsx";
  source: SourceSettings | null;
  archive: ZipArchive | null;
  info: WorkbookInfo | null;
  headers: string[];
  /** A CSV stays packed (text and offsets); fuzzy matching gets arrays, built once on first use. */
  rows: RowTable;
  rowArrays: readonly Row[] | null;
  rowNumbers: Int32Array;
  clusters: Cluster[];
  /** The last run was probabilistic: cluster scores are match probabilities, for the report file. */
  probabilistic: boolean;
}

const state: State = {
  file: null,
  format: "csv",
  source: null,
  archive: null,
  info: null,
  headers: [],
  rows: arrayRows([]),
  rowArrays: null,
  rowNumbers: new Int32Array(),
  clusters: [],
  probabilistic: false,
};

function send(message: WorkerResponse): void {
  self.postMessage(message);
}

function fail(error: ImportError): void {
  send({ type: "failed", error });
}

function toText(rows: readonly Row[]): string[][] {
  return rows.map((row) => row.map((cell) => cellText(cell)));
}

async function readRows(
  source: SourceSettings,
  limit?: number,
): Promise<{ ok: true; rows: Row[]; strayQuotes: number } | { ok: false; error: ImportError }> {
  const file = state.file;
  if (!file) return importError("empty", "Choose a file first.");
  let lastReport = 0;
  const onProgress = (done: number, total: number): void => {
    if (limit !== undefined || Date.now() - lastReport < 100) return;
    lastReport = Date.now();
    send({ type: "progress", stage: "load", done, total });
  };
  if (source.kind === "csv") {
    const result = await readTextTable(createBlobSource(file), source.dialect, {
      onProgress,
      ...(limit === undefined ? {} : { limit, maxBytes: 512 * 1024 }),
    });
    return result.ok ? { ok: true, rows: result.value.rows, strayQuotes: result.value.strayQuotes } : result;
  }
  const { archive, info } = state;
  const sheet = info?.sheets[source.sheet];
  if (!archive || !info || !sheet) return importError("not-xlsx", "Choose a sheet of the workbook.");
  const result = readSheetRows(archive, info, sheet.path, {
    onProgress,
    ...(limit === undefined ? {} : { limit }),
  });
  return result.ok ? { ok: true, rows: result.value, strayQuotes: 0 } : result;
}

async function open(file: File): Promise<void> {
  state.file = file;
  state.rows = arrayRows([]);
  state.rowArrays = null;
  state.clusters = [];
  if (file.size > MAX_FILE_BYTES)
    return fail({
      code: "too-large",
      message: "This file is larger than 1 GB, more than a browser tab can hold.",
    });
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const kind = detectFileKind(head);
  if (kind === "empty") return fail({ code: "empty", message: "This file is empty." });
  if (kind === "xls")
    return fail({
      code: "old-xls",
      message: "This is an old Excel 97-2003 (.xls) file. Save it as .xlsx or CSV in Excel and try again.",
    });
  if (kind === "binary")
    return fail({
      code: "binary",
      message:
        "This is not a spreadsheet: it looks like a binary file (an image, PDF or program). Choose a CSV, TSV, TXT or XLSX file.",
    });
  let source: SourceSettings;
  let sheets: string[] = [];
  if (kind === "zip") {
    const archive = openZip(new Uint8Array(await file.arrayBuffer()));
    if (!archive.ok) return fail(archive.error);
    const info = readWorkbookInfo(archive.value);
    if (!info.ok) return fail(info.error);
    state.archive = archive.value;
    state.info = info.value;
    state.format = "xlsx";
    sheets = info.value.sheets.map((sheet) => sheet.name);
    source = { kind: "xlsx", sheet: 0 };
  } else {
    state.archive = null;
    state.info = null;
    state.format = "csv";
    source = { kind: "csv", dialect: detectDialect(head) };
  }
  const preview = await readRows(source, PREVIEW_ROWS);
  if (!preview.ok) return fail(preview.error);
  const text = toText(preview.rows);
  send({
    type: "opened",
    format: state.format,
    source,
    sheets,
    preview: text,
    headerRow: detectHeaderRow(text),
  });
}

async function preview(source: SourceSettings): Promise<void> {
  const result = await readRows(source, PREVIEW_ROWS);
  if (!result.ok) return fail(result.error);
  const text = toText(result.rows);
  send({
    type: "previewed",
    preview: text,
    headerRow: detectHeaderRow(text),
    strayQuotes: result.strayQuotes,
  });
}

async function readTable(
  source: SourceSettings,
  headerRow: number,
): Promise<{ ok: true; table: PackedDataTable } | { ok: false; error: ImportError }> {
  const file = state.file;
  if (source.kind !== "csv" || !file) {
    const result = await readRows(source);
    if (!result.ok) return result;
    const table = splitDataRows(result.rows, headerRow);
    return { ok: true, table: { ...table, rows: arrayRows(table.rows) } };
  }
  let lastReport = 0;
  const result = await readPackedTable(createBlobSource(file), source.dialect, {
    onProgress: (done, total) => {
      if (Date.now() - lastReport < 100) return;
      lastReport = Date.now();
      send({ type: "progress", stage: "load", done, total });
    },
  });
  return result.ok ? { ok: true, table: splitTableRows(result.value.rows, headerRow) } : result;
}

async function load(source: SourceSettings, headerRow: number): Promise<void> {
  const result = await readTable(source, headerRow);
  if (!result.ok) return fail(result.error);
  const table = result.table;
  if (table.rows.length === 0)
    return fail({ code: "no-rows", message: "This file has no data rows below the header." });
  state.source = source;
  state.headers = table.headers;
  state.rows = table.rows;
  state.rowArrays = null;
  state.rowNumbers = table.rowNumbers;
  state.clusters = [];
  // Suggested here, so the page itself never loads the phone-number metadata.
  const suggest = (mode: MatchMode): ColumnRule[] => suggestRules(table.headers, table.rows, mode);
  const fuzzy = suggest("fuzzy");
  send({
    type: "loaded",
    headers: state.headers,
    rowCount: table.rows.length,
    suggestions: { exact: suggest("exact"), fuzzy },
    ...suggestColumns(table.headers, table.rows, fuzzy),
  });
}

/** Rows as arrays for fuzzy matching; exact matching reads the packed table directly. */
function rowArrays(): readonly Row[] {
  state.rowArrays ??= toRowArray(state.rows);
  return state.rowArrays;
}

function explain(linkage: LinkageResult | null, index: number): PairEvidence[] | null {
  const pairs = linkage?.evidence[index];
  if (!linkage || !pairs) return null;
  return pairs.map((pair) => ({
    rowNumbers: [state.rowNumbers[pair.a] ?? pair.a + 1, state.rowNumbers[pair.b] ?? pair.b + 1],
    columns: linkage.columns.map((column, position) => {
      const level = pair.levels[position] ?? MISSING;
      return {
        header: state.headers[column.column] ?? "",
        level: level === MISSING ? "missing" : (column.labels[level] ?? ""),
        weight: pair.columnWeights[position] ?? 0,
      };
    }),
    weight: pair.weight,
    probability: pair.probability,
  }));
}

/**
 * Review order: clusters that need review first, most uncertain (weakest link nearest 50 %) first, then
 * the ones the model is sure of. Runs without a verdict keep their order.
 */
function reviewOrder(clusters: readonly Cluster[]): number[] {
  const order = clusters.map((_, index) => index);
  if (!clusters.some((cluster) => cluster.sure !== undefined)) return order;
  const rank = (cluster: Cluster): number => (cluster.sure ? 1 : 0);
  return order.sort((x, y) => {
    const a = clusters[x] as Cluster;
    const b = clusters[y] as Cluster;
    return rank(a) - rank(b) || Math.abs(a.score - 0.5) - Math.abs(b.score - 0.5) || a.id - b.id;
  });
}

function viewClusters(clusters: readonly Cluster[], linkage: LinkageResult | null): ClusterView[] {
  return reviewOrder(clusters).map((index, position) =>
    viewCluster(clusters[index] as Cluster, index, position, linkage),
  );
}

function viewCluster(
  cluster: Cluster,
  index: number,
  position: number,
  linkage: LinkageResult | null,
): ClusterView {
  return {
    id: cluster.id,
    score: cluster.score,
    sure: cluster.sure ?? null,
    rows: cluster.rows,
    rowNumbers: cluster.rows.map((row) => state.rowNumbers[row] ?? row + 1),
    cells: position < REVIEW_LIMIT ? cluster.rows.slice(0, 20).map(rowText) : null,
    evidence: position < REVIEW_LIMIT ? explain(linkage, index) : null,
  };
}

function match(request: Extract<WorkerRequest, { type: "match" }>): void {
  const started = performance.now();
  const { config } = request;
  let lastReport = 0;
  const outcome = matchRows(
    config.mode === "exact" ? state.rows : rowArrays(),
    {
      mode: config.mode,
      rules: config.rules,
      requireAllPairs: config.requireAllPairs,
      fuzzyMethod: config.fuzzyMethod,
      ...(config.minProbability === null ? {} : { minProbability: config.minProbability }),
      ...(config.labels ? { labels: config.labels } : {}),
    },
    (done, total) => {
      if (done < total && Date.now() - lastReport < 100) return;
      lastReport = Date.now();
      send({ type: "progress", stage: "match", done, total });
    },
  );
  state.clusters = outcome.clusters;
  state.probabilistic = outcome.linkage !== null;
  const linkage = outcome.linkage;
  send({
    type: "matched",
    clusters: viewClusters(state.clusters, linkage),
    rowCount: state.rows.length,
    millis: Math.round(performance.now() - started),
    model: linkage
      ? {
          threshold: linkage.threshold,
          suggestedThreshold: linkage.suggestedThreshold,
          candidatePairs: linkage.candidatePairs,
        }
      : null,
    questions: (linkage?.questions ?? []).map((pair) => ({
      a: pair.a,
      b: pair.b,
      rowNumbers: [state.rowNumbers[pair.a] ?? pair.a + 1, state.rowNumbers[pair.b] ?? pair.b + 1],
      cells: [rowText(pair.a), rowText(pair.b)],
      probability: pair.probability,
    })),
  });
}

function rowText(row: number): string[] {
  return state.headers.map((_, column) => state.rows.text(row, column));
}

function previewThreshold(request: Extract<WorkerRequest, { type: "preview-threshold" }>): void {
  const { config } = request;
  const probability = config.minProbability ?? 0.5;
  const { clusters } = matchRows(rowArrays(), {
    mode: config.mode,
    rules: config.rules,
    requireAllPairs: config.requireAllPairs,
    fuzzyMethod: config.fuzzyMethod,
    minProbability: probability,
    ...(config.labels ? { labels: config.labels } : {}),
  });
  const rowsRemoved = clusters.reduce((sum, cluster) => sum + cluster.rows.length - 1, 0);
  send({ type: "threshold-previewed", preview: { probability, clusters: clusters.length, rowsRemoved } });
}

function otherSheets(): { name: string; rows: Cell[][]; index: number }[] {
  const { archive, info, source } = state;
  if (!archive || !info || source?.kind !== "xlsx") return [];
  const sheets: { name: string; rows: Cell[][]; index: number }[] = [];
  info.sheets.forEach((sheet, index) => {
    if (index === source.sheet) return;
    const rows = readSheetRows(archive, info, sheet.path);
    if (rows.ok) sheets.push({ name: sheet.name, rows: rows.value, index });
  });
  return sheets;
}

function baseName(): string {
  const name = state.file?.name ?? "file";
  return name.replace(/\.[^.]+$/, "") || "file";
}

function exportFile(request: Extract<WorkerRequest, { type: "export" }>): void {
  const source = state.source;
  const sheetIndex = source?.kind === "xlsx" ? source.sheet : 0;
  const blob = buildExport({
    kind: request.kind,
    format: state.format,
    delimiter: source?.kind === "csv" ? source.dialect.delimiter : ",",
    headers: state.headers,
    rows: state.rows,
    clusters: state.clusters,
    withProbability: state.probabilistic,
    accepted: new Set(request.accepted),
    survivor: request.survivor,
    sheetName: state.info?.sheets[sheetIndex]?.name ?? "Sheet1",
    otherSheets: otherSheets(),
    sheetIndex,
    text: request.text,
    rowNumbers: state.rowNumbers,
    ...(request.labels ? { labels: request.labels } : {}),
  });
  const suffix = { cleaned: "deduplicated", removed: "removed-rows", report: "duplicate-report" }[
    request.kind
  ];
  const original = state.file?.name.split(".").pop()?.toLowerCase() ?? "";
  const extension =
    state.format === "xlsx" ? "xlsx" : ["csv", "tsv", "txt"].includes(original) ? original : "csv";
  send({ type: "exported", kind: request.kind, blob, fileName: `${baseName()}-${suffix}.${extension}` });
}

async function handle(request: WorkerRequest): Promise<void> {
  switch (request.type) {
    case "open":
      return open(request.file);
    case "preview":
      return preview(request.source);
    case "load":
      return load(request.source, request.headerRow);
    case "match":
      return match(request);
    case "preview-threshold":
      return previewThreshold(request);
    case "export":
      return exportFile(request);
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  handle(event.data).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : "unknown error";
    fail({ code: "bad-xml", message: `Something went wrong while reading the file: ${message}` });
  });
};
