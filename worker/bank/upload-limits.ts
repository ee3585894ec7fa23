/**
 * Limits of a saved bank statement file (docs/decisions/034, 212). Parsing costs about ten times the
 * file (a CAMT's XML tree, an MT940's transactions), so 5 MB is what a Worker's 128 MB holds while it
 * parses; a longer period is saved in parts.
 */
export const MAX_BANK_FILE_BYTES = 5 * 1024 * 1024;
/** The multipart request around one file: the file plus field headers. */
export const MAX_BANK_REQUEST_BYTES = MAX_BANK_FILE_BYTES + 64 * 1024;
/**
 * Rows per saved file. All of them are held as parsed transactions, as rows and as the one D1 batch
 * (3 rows per INSERT, its JSON body ~5 MB) at once: 10,000 is what fits 128 MB (docs/decisions/212).
 */
export const MAX_SAVED_TRANSACTIONS = 10_000;

export interface SaveProblem {
  readonly status: 400 | 409 | 413 | 415 | 422;
  readonly code: string;
  readonly message: string;
}

export type BinaryKind = "png" | "jpeg" | "gif" | "pdf" | "zip" | "gzip" | "program";

const BINARY_SIGNATURES: readonly {
  readonly kind: BinaryKind;
  readonly name: string;
  readonly bytes: readonly number[];
}[] = [
  { kind: "png", name: "a PNG image", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: "jpeg", name: "a JPEG image", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gif", name: "a GIF image", bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: "pdf", name: "a PDF document", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: "zip", name: "a ZIP archive (or an Excel/Word file)", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: "gzip", name: "a gzip archive", bytes: [0x1f, 0x8b] },
  { kind: "program", name: "a program", bytes: [0x4d, 0x5a] },
  { kind: "program", name: "a program", bytes: [0x7f, 0x45, 0x4c, 0x46] },
];

/** What a file that cannot be a bank statement really is, from its first bytes (never its name). */
export function detectBinaryType(bytes: Uint8Array): BinaryKind | null {
  return findSignature(bytes)?.kind ?? null;
}

/** The same, in English words ("a PNG image"). */
export function detectBinaryKind(bytes: Uint8Array): string | null {
  return findSignature(bytes)?.name ?? null;
}

function findSignature(bytes: Uint8Array): (typeof BINARY_SIGNATURES)[number] | undefined {
  return BINARY_SIGNATURES.find((signature) =>
    signature.bytes.every((value, index) => bytes[index] === value),
  );
}
