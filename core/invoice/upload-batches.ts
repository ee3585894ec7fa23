/**
 * How invoice files go up: a Worker holds a whole multipart request at once, so a request may be no
 * larger than the largest single file plus room for the multipart framing (docs/decisions/212).
 */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILE_BYTES + 512 * 1024;
/** Files per request. */
export const MAX_FILES_PER_UPLOAD = 20;
/** Multipart headers per file, generously (name, type, boundary). */
const PART_OVERHEAD_BYTES = 2048;
/** The browser sends a few files per request so the progress bar moves. */
const FILES_PER_BATCH = 5;

export interface UploadPlan<T> {
  /** Requests to send, in order, each within the request cap. */
  readonly batches: readonly (readonly T[])[];
  /** Files too large for any request: refused before sending. */
  readonly tooLarge: readonly T[];
}

/** Groups files, in their order, into requests of at most five files and MAX_UPLOAD_REQUEST_BYTES. */
export function planUploadBatches<T extends { readonly size: number }>(files: readonly T[]): UploadPlan<T> {
  const batches: T[][] = [];
  const tooLarge: T[] = [];
  let current: T[] = [];
  let currentBytes = 0;
  for (const file of files) {
    const bytes = file.size + PART_OVERHEAD_BYTES;
    if (file.size > MAX_UPLOAD_FILE_BYTES) {
      tooLarge.push(file);
      continue;
    }
    if (current.length === FILES_PER_BATCH || currentBytes + bytes > MAX_UPLOAD_REQUEST_BYTES) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push(file);
    currentBytes += bytes;
  }
  if (current.length > 0) batches.push(current);
  return { batches, tooLarge };
}
