import { ocrAssetUrl } from "./ocr-paths";

/** The languages OCR reads (ADR 060): their tesseract data is served gzipped from /ocr/. */
export const OCR_LANGUAGES = ["eng", "nld"] as const;

/** Used for the "x of y MB" total when a response has no Content-Length (the files are ~3 MB each). */
const ESTIMATED_BYTES_PER_LANGUAGE = 3_000_000;

export interface LanguageData {
  readonly code: string;
  readonly data: Uint8Array;
}

async function readCounting(response: Response, onChunk: (bytes: number) => void): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onChunk(whole.byteLength);
    return whole;
  }
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value.byteLength);
  }
  const data = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    data.set(chunk, at);
    at += chunk.byteLength;
  }
  return data;
}

/**
 * Downloads the language data ourselves rather than inside tesseract's worker, because only here can
 * we count the bytes for the progress bar (docs/decisions/127); the worker is then given the data.
 */
export async function fetchLanguageData(
  onBytes: (loadedBytes: number, totalBytes: number) => void,
): Promise<LanguageData[]> {
  const responses = await Promise.all(
    OCR_LANGUAGES.map(async (code) => {
      const response = await fetch(ocrAssetUrl(`${code}.traineddata.gz`));
      if (!response.ok) throw new Error(`${code}.traineddata.gz: HTTP ${response.status}`);
      return { code, response };
    }),
  );
  const declared = responses.map(
    ({ response }) => Number(response.headers.get("Content-Length")) || ESTIMATED_BYTES_PER_LANGUAGE,
  );
  let total = declared.reduce((sum, bytes) => sum + bytes, 0);
  let loaded = 0;
  onBytes(loaded, total);
  return Promise.all(
    responses.map(async ({ code, response }) => ({
      code,
      data: await readCounting(response, (bytes) => {
        loaded += bytes;
        total = Math.max(total, loaded);
        onBytes(loaded, total);
      }),
    })),
  );
}
