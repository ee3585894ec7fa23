import { parseCamt } from "./camt/parse-camt";
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
export function convertBankFile(fileName: string, bytes: Uint8Array): Result<ParsedFile, BankFileError> {
  const fail = (failure: ParseFailure): Result<ParsedFile, BankFileError> => ({
    ok: false,
    error: { fileName, ...failure },
  });
  if (bytes.length > MAX_FILE_BYTES) {
    return fail({
      message: `the file is ${formatMegabytes(bytes.length)}, more than the ${formatMegabytes(MAX_FILE_BYTES)} a bank statement file may be. Export a shorter period from your bank and convert it in parts.`,
    });
  }
  if (bytes.length === 0) return fail({ message: "the file is empty." });
  try {
    const decoded = decodeBankFile(bytes);
    if (!decoded) {
      return fail({ message: "this is not a text file, so it cannot be an MT940 or CAMT.053 statement." });
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
      return fail({ message: describeContent(decoded.text) });
    }
    if (!result.ok) return fail(result.error);
    const { statements, warnings } = result.value;
    return { ok: true, value: { fileName, format, encoding: decoded.encoding, statements, warnings } };
  } catch (error) {
    const reason =
      error instanceof RangeError ? "it is too large or too deeply nested" : "of an unexpected problem";
    return fail({ message: `the file could not be read because ${reason}.` });
  }
}

/** "statement 3, line 118: the amount '12,3,4' is unreadable — transaction skipped." */
export function describeWarning(warning: ParseWarning): string {
  const where = [
    warning.statement ? `statement ${warning.statement}` : "",
    warning.line ? `line ${warning.line}` : "",
    warning.element ? `element ${warning.element}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return where ? `${where}: ${warning.message}` : warning.message;
}

/** "ing-januari.sta, line 14: The amount …" for lists of errors. */
export function describeFileError(error: BankFileError): string {
  const where = [error.line ? `line ${error.line}` : "", error.element ? `element ${error.element}` : ""]
    .filter(Boolean)
    .join(", ");
  const message = error.message.charAt(0).toUpperCase() + error.message.slice(1);
  return `${error.fileName}${where ? `, ${where}` : ""}: ${message}`;
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
