import { convertBankFile, describeFileError } from "../../core/bank/convert-file";
import type { ParsedFile } from "../../core/bank/model";
import {
  detectBinaryKind,
  MAX_BANK_FILE_BYTES,
  MAX_SAVED_TRANSACTIONS,
  type SaveProblem,
} from "./upload-limits";

export type ReadBankUploadResult = { ok: true; value: ParsedFile } | { ok: false; error: SaveProblem };

function refuse(status: SaveProblem["status"], code: string, message: string): ReadBankUploadResult {
  return { ok: false, error: { status, code, message } };
}

/**
 * Parses the ORIGINAL bytes of an upload with core/bank, the same code the browser ran: what the
 * server stores comes from the file, never from anything the client says it parsed.
 */
export function readBankUpload(fileName: string, bytes: Uint8Array): ReadBankUploadResult {
  if (bytes.byteLength === 0) return refuse(400, "empty_file", `${fileName}: the file is empty.`);
  if (bytes.byteLength > MAX_BANK_FILE_BYTES)
    return refuse(
      413,
      "file_too_large",
      `${fileName}: the file is larger than ${MAX_BANK_FILE_BYTES / 1024 / 1024} MB, the most a saved bank statement file may be. Export a shorter period from your bank and save it in parts.`,
    );
  const binary = detectBinaryKind(bytes);
  if (binary)
    return refuse(
      415,
      "unsupported_type",
      `${fileName}: this is ${binary}, not an MT940 or CAMT bank statement (checked by its content, not its name).`,
    );
  const parsed = convertBankFile(fileName, bytes);
  if (!parsed.ok) return refuse(422, "unreadable_statement", describeFileError(parsed.error));
  const statements = parsed.value.statements;
  if (statements.length === 0)
    return refuse(422, "no_statements", `${fileName}: the file holds no bank statement.`);
  const rows = statements.reduce((sum, statement) => sum + statement.transactions.length, 0);
  if (rows > MAX_SAVED_TRANSACTIONS)
    return refuse(
      413,
      "too_many_transactions",
      `${fileName}: the file has ${rows} transactions; at most ${MAX_SAVED_TRANSACTIONS} can be saved from one file. Save it in parts.`,
    );
  return { ok: true, value: parsed.value };
}
