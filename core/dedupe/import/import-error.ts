export type ImportErrorCode =
  | "empty"
  | "binary"
  | "old-xls"
  | "not-xlsx"
  | "zip-bomb"
  | "broken-quotes"
  | "no-rows"
  | "too-large"
  | "bad-xml"
  | "cancelled";

export interface ImportError {
  readonly code: ImportErrorCode;
  readonly message: string;
}

export type ImportResult<T> = { ok: true; value: T } | { ok: false; error: ImportError };

export function importError(code: ImportErrorCode, message: string): { ok: false; error: ImportError } {
  return { ok: false, error: { code, message } };
}

export const MAX_FILE_BYTES = 1024 * 1024 * 1024;
export const MAX_ROWS = 5_000_000;
