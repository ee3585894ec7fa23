import { LANGUAGE_DATA_BYTES, OCR_LANGUAGES } from "./ocr-languages";
import { ocrAssetUrl } from "./ocr-paths";

async function readCounting(response: Response, onChunk: (bytes: number) => void): Promise<void> {
  if (!response.body) {
    onChunk((await response.arrayBuffer()).byteLength);
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk(value.byteLength);
  }
}

/**
 * Downloads the language data before tesseract's worker does, because only here can we count the
 * bytes for the progress bar (docs/decisions/127); the worker's own fetch then comes from the HTTP
 * cache (or a 304 revalidation).
 */
export async function fetchLanguageData(
  onBytes: (loadedBytes: number, totalBytes: number) => void,
): Promise<void> {
  const responses = await Promise.all(
    OCR_LANGUAGES.map(async (code) => {
      const response = await fetch(ocrAssetUrl(`${code}.traineddata.gz`));
      if (!response.ok) throw new Error(`${code}.traineddata.gz: HTTP ${response.status}`);
      return { code, response };
    }),
  );
  const declared = responses.map(
    ({ code, response }) => Number(response.headers.get("Content-Length")) || LANGUAGE_DATA_BYTES[code],
  );
  let total = declared.reduce((sum, bytes) => sum + bytes, 0);
  let loaded = 0;
  onBytes(loaded, total);
  await Promise.all(
    responses.map(({ response }) =>
      readCounting(response, (bytes) => {
        loaded += bytes;
        total = Math.max(total, loaded);
        onBytes(loaded, total);
      }),
    ),
  );
}
