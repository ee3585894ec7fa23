import { PDFDocument, StandardFonts } from "pdf-lib";

/** One run of text on a page: x and y from the top-left in points, as a reader sees the page. */
export interface PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size?: number;
  readonly page?: number;
}

/** A text PDF (A4, Helvetica) with each run where the test puts it: our own layouts, no corpus needed. */
export async function pdfFromPlacedText(runs: readonly PlacedText[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pageCount = Math.max(1, ...runs.map((run) => run.page ?? 1));
  const pages = Array.from({ length: pageCount }, () => pdf.addPage([595, 842]));
  for (const run of runs) {
    const page = pages[(run.page ?? 1) - 1];
    const size = run.size ?? 10;
    page?.drawText(run.text, { x: run.x, y: 842 - run.y - size, size, font });
  }
  return pdf.save();
}
