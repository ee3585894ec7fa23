import { describeFileErrorIn } from "../../core/bank/bank-text";
import { convertWithRemembered } from "../../core/bank/convert-remembered";
import type { RememberedMapping } from "../../core/bank/csv/mapping-memory";
import type { ParsedFile } from "../../core/bank/model";
import type { Language } from "../../core/i18n/language";
import { m } from "../../core/i18n/messages";
import {
  type BinaryKind,
  detectBinaryType,
  MAX_BANK_FILE_BYTES,
  MAX_SAVED_TRANSACTIONS,
  type SaveProblem,
} from "./upload-limits";

export type ReadBankUploadResult = { ok: true; value: ParsedFile } | { ok: false; error: SaveProblem };

function refuse(status: SaveProblem["status"], code: string, message: string): ReadBankUploadResult {
  return { ok: false, error: { status, code, message } };
}

const KIND_TEXT: Readonly<Record<BinaryKind, (inputs: undefined, options: { locale: Language }) => string>> =
  {
    png: m.bank_upload_kind_png,
    jpeg: m.bank_upload_kind_jpeg,
    gif: m.bank_upload_kind_gif,
    pdf: m.bank_upload_kind_pdf,
    zip: m.bank_upload_kind_zip,
    gzip: m.bank_upload_kind_gzip,
    program: m.bank_upload_kind_program,
  };

/**
 * Parses the ORIGINAL bytes of an upload with core/bank, the same code the browser ran: what the
 * server stores comes from the file, never from anything the client says it parsed. Refusals are
 * worded in the request's language.
 */
export function readBankUpload(
  fileName: string,
  bytes: Uint8Array,
  language: Language = "en",
  remembered: readonly RememberedMapping[] = [],
): ReadBankUploadResult {
  const options = { locale: language };
  if (bytes.byteLength === 0) return refuse(400, "empty_file", m.bank_upload_empty({ fileName }, options));
  if (bytes.byteLength > MAX_BANK_FILE_BYTES)
    return refuse(
      413,
      "file_too_large",
      m.bank_upload_too_large({ fileName, max: MAX_BANK_FILE_BYTES / 1024 / 1024 }, options),
    );
  const binary = detectBinaryType(bytes);
  if (binary) {
    const kind = KIND_TEXT[binary](undefined, options);
    return refuse(415, "unsupported_type", m.bank_upload_binary({ fileName, kind }, options));
  }
  // A CSV layout the user corrected on the converter page is read the way they corrected it (ADR 244).
  const parsed = convertWithRemembered(fileName, bytes, remembered).result;
  if (!parsed.ok) return refuse(422, "unreadable_statement", describeFileErrorIn(parsed.error, language));
  const statements = parsed.value.statements;
  if (statements.length === 0)
    return refuse(422, "no_statements", m.bank_upload_no_statements({ fileName }, options));
  const rows = statements.reduce((sum, statement) => sum + statement.transactions.length, 0);
  if (rows > MAX_SAVED_TRANSACTIONS)
    return refuse(
      413,
      "too_many_transactions",
      m.bank_upload_too_many_transactions({ fileName, rows, max: MAX_SAVED_TRANSACTIONS }, options),
    );
  return { ok: true, value: parsed.value };
}
