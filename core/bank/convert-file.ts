import { type BankText, describeFileErrorIn, describeWarningIn, withEnglish } from "./bank-text";
import { parseCamt } from "./camt/parse-camt";
import type { CsvMapping } from "./csv/infer-mapping";
import { parseCsv } from "./csv/parse-csv";
import { decodeBankFile } from "./decode";
import { describeContent } from "./describe-content";
import { detectFormat } from "./detect-format";
import type {
  BankFileError,
  ParsedContent,
  ParsedFile,
  ParseFailure,
  ParseWarning,
  Result,
  StatementFormat,
} from "./model";
import { parseMt940 } from "./mt940/parse-mt940";

/** Bank statements are small; the cap keeps a browser tab (and a 128 MB Worker) alive. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Reads one uploaded file into statements, whatever its format, and never throws: every failure,
 * expected or not, comes back as an error naming the file and, where known, the line or element.
 */
export interface ConvertOptions {
  /** The column mapping of a CSV export as the user corrected it (from an earlier `ParsedFile.csv`). */
  readonly csvMapping?: CsvMapping;
}

export function convertBankFile(
  fileName: string,
  bytes: Uint8Array,
  options: ConvertOptions = {},
): Result<ParsedFile, BankFileError> {
  const fail = (failure: ParseFailure | BankText): Result<ParsedFile, BankFileError> => ({
    ok: false,
    error: { fileName, ...withEnglish(failure) },
  });
  if (bytes.length > MAX_FILE_BYTES) {
    return fail({
      code: "file_too_large",
      values: { size: toMegabytes(bytes.length), max: toMegabytes(MAX_FILE_BYTES) },
    });
  }
  if (bytes.length === 0) return fail({ code: "file_empty" });
  try {
    const decoded = decodeBankFile(bytes);
    if (!decoded) {
      return fail({ code: "not_text" });
    }
    const detected = detectFormat(decoded.text);
    let format: StatementFormat;
    let result: Result<ParsedContent, ParseFailure>;
    if (detected === "mt940") {
      format = "mt940";
      result = parseMt940(decoded.text, fileName);
    } else if (detected === "camt.052" || detected === "camt.053" || detected === "camt.054") {
      format = detected;
      result = parseCamt(decoded.text, fileName);
    } else if (detected === "xml-other") {
      // The CAMT root may sit after a long header; the streaming parser decides (and refuses non-CAMT XML).
      result = parseCamt(decoded.text, fileName);
      format = result.ok ? (result.value.statements[0]?.format ?? "camt.053") : "camt.053";
    } else {
      return readCsvExport(fileName, decoded, options.csvMapping, fail);
    }
    if (!result.ok) return fail(result.error);
    const { statements, warnings } = result.value;
    return { ok: true, value: { fileName, format, encoding: decoded.encoding, statements, warnings } };
  } catch (error) {
    return fail({ code: error instanceof RangeError ? "unreadable_too_large" : "unreadable_unexpected" });
  }
}

/** A bank's CSV/TXT/TAB export; a file that is not one is described by what it looks like instead. */
function readCsvExport(
  fileName: string,
  decoded: { readonly text: string; readonly encoding: ParsedFile["encoding"] },
  mapping: CsvMapping | undefined,
  fail: (failure: ParseFailure | BankText) => Result<ParsedFile, BankFileError>,
): Result<ParsedFile, BankFileError> {
  const result = parseCsv(decoded.text, fileName, mapping);
  if (!result.ok) {
    const content = describeContent(decoded.text);
    const tabular =
      result.error.code === "csv_no_rows" ||
      content.code === "content_csv" ||
      content.code === "content_csv_tabs";
    return fail(tabular ? { code: result.error.code, values: result.error.values } : content);
  }
  const { statements, warnings, mapping: used } = result.value;
  return {
    ok: true,
    value: { fileName, format: "csv", encoding: decoded.encoding, statements, warnings, csv: used },
  };
}

/** "statement 3, line 118: the amount '12,3,4' is unreadable — transaction skipped." */
export function describeWarning(warning: ParseWarning): string {
  return describeWarningIn(warning, "en");
}

/** "ing-januari.sta, line 14: The amount …" for lists of errors. */
export function describeFileError(error: BankFileError): string {
  return describeFileErrorIn(error, "en");
}

function toMegabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
