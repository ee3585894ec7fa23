/** pdf.js 6 expects Promise.withResolvers, which Node 20 lacks; the browser has it. */
function installPromiseWithResolvers(): void {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  if (promise.withResolvers) return;
  promise.withResolvers = () => {
    let resolve: (value: unknown) => void = () => {};
    let reject: (reason: unknown) => void = () => {};
    const created = new Promise((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    return { promise: created, resolve, reject };
  };
}

/** Text of every page (items joined by spaces, pages by newlines), read with pdf.js's legacy build. */
export async function extractPdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  installPromiseWithResolvers();
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const loading = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await loading.destroy();
  return { pages: pages.length, text: pages.join("\n") };
}
