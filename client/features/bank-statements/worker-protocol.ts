import type { BatchIssue, StatementCheck } from "../../../core/bank/checks";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import type { RememberedMapping } from "../../../core/bank/csv/mapping-memory";
import type { CsvStyle } from "../../../core/bank/export";
import type { BankExportText } from "../../../core/bank/export-text";
import type {
  BankFileError,
  BankStatement,
  ParseWarning,
  StatementFormat,
  TextEncodingName,
} from "../../../core/bank/model";

export type ExportKind = "xlsx" | "csv-nl" | "csv-international" | "json" | "mt940" | CamtKind;
export type CamtKind = "camt053-02" | "camt053-08";

export function isCamtKind(kind: ExportKind): kind is CamtKind {
  return kind === "camt053-02" || kind === "camt053-08";
}

/** How to read CSV files: the user's correction for a file, and the layouts remembered earlier. */
export interface CsvReading {
  readonly mappings?: Readonly<Record<string, CsvMapping>>;
  readonly remembered?: readonly RememberedMapping[];
}

export type WorkerRequest =
  | { readonly type: "convert"; readonly files: readonly File[]; readonly reading?: CsvReading }
  | {
      readonly type: "export";
      readonly kind: ExportKind;
      readonly account: string | null;
      /** Our headers in the page's language (the Web Worker has no catalogue). */
      readonly text: BankExportText;
      /** Opening balances the user typed for statements without any (CAMT needs them), by statement index. */
      readonly openingBalances?: Readonly<Record<number, string>>;
    };

export interface CheckedStatement {
  readonly statement: BankStatement;
  readonly check: StatementCheck;
}

export interface ConvertedFileSummary {
  readonly fileName: string;
  readonly format: StatementFormat;
  readonly encoding: TextEncodingName;
  readonly statementCount: number;
  /** What was read differently from the standard or skipped; empty for a clean file. */
  readonly warnings: readonly ParseWarning[];
  /** A CSV export: how its columns were read, the first rows to preview, and whether a remembered mapping was used. */
  readonly csv?: {
    readonly mapping: CsvMapping;
    readonly sample: readonly (readonly string[])[];
    readonly remembered: boolean;
  };
}

export type WorkerResponse =
  | { readonly type: "progress"; readonly done: number; readonly total: number; readonly fileName: string }
  | {
      readonly type: "result";
      readonly files: readonly ConvertedFileSummary[];
      readonly statements: readonly CheckedStatement[];
      readonly errors: readonly BankFileError[];
      readonly issues: readonly BatchIssue[];
    }
  | {
      readonly type: "export";
      readonly fileName: string;
      readonly mimeType: string;
      readonly bytes: Uint8Array;
    }
  | { readonly type: "failure"; readonly message: string };

export const CSV_STYLE: Record<"csv-nl" | "csv-international", CsvStyle> = {
  "csv-nl": "nl",
  "csv-international": "international",
};
