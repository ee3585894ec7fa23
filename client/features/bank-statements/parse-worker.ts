import { writeCamt053 } from "../../../core/bank/camt/write-camt";
import { checkBatch, checkStatement } from "../../../core/bank/checks";
import { convertWithRemembered } from "../../../core/bank/convert-remembered";
import { readCsvHead } from "../../../core/bank/csv/csv-table";
import { decodeBankFile } from "../../../core/bank/decode";
import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../../core/bank/export";
import type { BankExportText } from "../../../core/bank/export-text";
import { withKnownBalances } from "../../../core/bank/known-balances";
import type { BankFileError, BankStatement } from "../../../core/bank/model";
import { writeMt940 } from "../../../core/bank/mt940/write-mt940";
import {
  type ConvertedFileSummary,
  CSV_STYLE,
  type CsvReading,
  type ExportKind,
  isCamtKind,
  type WorkerRequest,
  type WorkerResponse,
} from "./worker-protocol";

/** The Web Worker's global scope, typed by hand: the client tsconfig carries DOM types, not WebWorker's. */
const scope = self as unknown as {
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

let loaded: BankStatement[] = [];

scope.onmessage = (event) => {
  const request = event.data;
  const work =
    request.type === "convert"
      ? convert(request.files, request.reading ?? {})
      : Promise.resolve().then(() =>
          exportFile(request.kind, request.account, request.text, request.openingBalances ?? {}),
        );
  work.catch(() =>
    scope.postMessage({
      type: "failure",
      message: "Something went wrong while reading the files. Please try again.",
    }),
  );
};

async function convert(files: readonly File[], reading: CsvReading): Promise<void> {
  const summaries: ConvertedFileSummary[] = [];
  const errors: BankFileError[] = [];
  const statements: BankStatement[] = [];
  for (const [index, file] of files.entries()) {
    scope.postMessage({ type: "progress", done: index, total: files.length, fileName: file.name });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const corrected = reading.mappings?.[file.name];
    const { result, remembered } = convertWithRemembered(file.name, bytes, reading.remembered ?? [], {
      csvMapping: corrected,
    });
    if (result.ok) {
      const { fileName, format, encoding, warnings, csv } = result.value;
      summaries.push({
        fileName,
        format,
        encoding,
        statementCount: result.value.statements.length,
        warnings,
        csv: csv && { mapping: csv, sample: sampleRows(bytes, csv.headerRow), remembered },
      });
      statements.push(...result.value.statements);
    } else {
      errors.push(result.error);
    }
  }
  scope.postMessage({ type: "progress", done: files.length, total: files.length, fileName: "" });
  loaded = statements;
  scope.postMessage({
    type: "result",
    files: summaries,
    statements: statements.map((statement) => ({ statement, check: checkStatement(statement) })),
    errors,
    issues: checkBatch(statements),
  });
}

const SAMPLE_ROWS = 3;

/** The first data rows, to show beside each column in the mapping preview. */
function sampleRows(bytes: Uint8Array, headerRow: number): string[][] {
  const decoded = decodeBankFile(bytes);
  const table = decoded ? readCsvHead(decoded.text.replace(/^\uFEFF/, "")) : null;
  if (!table) return [];
  return table.head
    .slice(headerRow + 1)
    .filter((row) => row.some((cell) => cell !== ""))
    .slice(0, SAMPLE_ROWS)
    .map((row) => row.map((cell) => cell.slice(0, 60)));
}

function exportFile(
  kind: ExportKind,
  account: string | null,
  words: BankExportText,
  openingBalances: Readonly<Record<number, string>>,
): void {
  const chosen = account === null ? loaded : loaded.filter((s) => s.account === account);
  const base = `bank-statements${account ? `-${account.replace(/[^A-Za-z0-9]/g, "")}` : ""}`;
  if (kind === "xlsx") {
    const bytes = exportStatementsXlsx(chosen, words);
    scope.postMessage(
      {
        type: "export",
        fileName: `${base}.xlsx`,
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        bytes,
      },
      [bytes.buffer],
    );
    return;
  }
  if (isCamtKind(kind)) {
    const completed = loaded
      .map((s, index) => withKnownBalances(s, openingBalances[index]))
      .filter((s) => account === null || s.account === account);
    const written = writeCamt053(completed, {
      version: kind === "camt053-02" ? "02" : "08",
      createdAt: new Date().toISOString().slice(0, 19),
    });
    // The page asks for the missing opening balances first; this only guards against a stale request.
    if (!written.ok) throw new Error("CAMT.053 needs balances");
    const bytes = new TextEncoder().encode(written.xml);
    const fileName = `${base}.camt053.${kind === "camt053-02" ? "001.02" : "001.08"}.xml`;
    scope.postMessage({ type: "export", fileName, mimeType: "application/xml", bytes }, [bytes.buffer]);
    return;
  }
  if (kind === "mt940") {
    const bytes = new TextEncoder().encode(writeMt940(chosen));
    scope.postMessage({ type: "export", fileName: `${base}.sta`, mimeType: "text/plain", bytes }, [
      bytes.buffer,
    ]);
    return;
  }
  const text =
    kind === "json" ? exportStatementsJson(chosen) : exportStatementsCsv(chosen, CSV_STYLE[kind], words);
  const bytes = new TextEncoder().encode(text);
  const suffix = kind === "json" ? "json" : kind === "csv-nl" ? "nl.csv" : "csv";
  const mimeType = kind === "json" ? "application/json" : "text/csv;charset=utf-8";
  scope.postMessage({ type: "export", fileName: `${base}.${suffix}`, mimeType, bytes }, [bytes.buffer]);
}
