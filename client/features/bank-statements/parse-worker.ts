import { checkBatch, checkStatement } from "../../../core/bank/checks";
import { convertBankFile } from "../../../core/bank/convert-file";
import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../../core/bank/export";
import type { BankExportText } from "../../../core/bank/export-text";
import type { BankFileError, BankStatement } from "../../../core/bank/model";
import { writeMt940 } from "../../../core/bank/mt940/write-mt940";
import {
  type ConvertedFileSummary,
  CSV_STYLE,
  type ExportKind,
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
      ? convert(request.files)
      : Promise.resolve(exportFile(request.kind, request.account, request.text));
  work.catch(() =>
    scope.postMessage({
      type: "failure",
      message: "Something went wrong while reading the files. Please try again.",
    }),
  );
};

async function convert(files: readonly File[]): Promise<void> {
  const summaries: ConvertedFileSummary[] = [];
  const errors: BankFileError[] = [];
  const statements: BankStatement[] = [];
  for (const [index, file] of files.entries()) {
    scope.postMessage({ type: "progress", done: index, total: files.length, fileName: file.name });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = convertBankFile(file.name, bytes);
    if (result.ok) {
      const { fileName, format, encoding, warnings } = result.value;
      summaries.push({
        fileName,
        format,
        encoding,
        statementCount: result.value.statements.length,
        warnings,
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

function exportFile(kind: ExportKind, account: string | null, words: BankExportText): void {
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
