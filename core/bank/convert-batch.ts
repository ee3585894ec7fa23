import { type BatchIssue, checkBatch } from "./checks";
import { convertBankFile } from "./convert-file";
import type { BankFileError, BankStatement, ParsedFile } from "./model";

export interface BatchResult {
  readonly files: readonly ParsedFile[];
  readonly errors: readonly BankFileError[];
  readonly statements: readonly BankStatement[];
  readonly issues: readonly BatchIssue[];
}

/** Converts every file on its own, so one bad file never stops the others, then checks them together. */
export function convertBatch(
  files: readonly { readonly name: string; readonly bytes: Uint8Array }[],
  onProgress?: (done: number, total: number) => void,
): BatchResult {
  const parsed: ParsedFile[] = [];
  const errors: BankFileError[] = [];
  files.forEach((file, index) => {
    const result = convertBankFile(file.name, file.bytes);
    if (result.ok) parsed.push(result.value);
    else errors.push(result.error);
    onProgress?.(index + 1, files.length);
  });
  const statements = parsed.flatMap((file) => file.statements);
  return { files: parsed, errors, statements, issues: checkBatch(statements) };
}
