/**
 * Draws PDF pages on canvases with pdf.js, for the live preview. A canvas needs no frame-src or
 * object-src in the CSP (an <iframe> of a blob: URL would). Imported only through `import()`.
 */
import { GlobalWorkerOptions, getDocument, PDFWorker } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** One pdf.js worker for every preview, instead of starting and tearing down one per keystroke. */
let sharedWorker: PDFWorker | null = null;

export async function renderPdfPages(
  bytes: Uint8Array,
  canvases: HTMLCanvasElement[],
  width: number,
): Promise<number> {
  sharedWorker ??= PDFWorker.create({});
  const loading = getDocument({
    data: bytes.slice(),
    worker: sharedWorker,
    useSystemFonts: false,
    isEvalSupported: false,
  });
  try {
    const document = await loading.promise;
    const count = Math.min(document.numPages, canvases.length);
    for (let number = 1; number <= count; number++) {
      const page = await document.getPage(number);
      const canvas = canvases[number - 1];
      if (!canvas) break;
      const unscaled = page.getViewport({ scale: 1 });
      const ratio = globalThis.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / unscaled.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
    }
    return document.numPages;
  } finally {
    // Not awaited: releasing the document must never hold up the next preview.
    void loading.destroy();
  }
}
