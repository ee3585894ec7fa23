import { z } from "zod";
import type { OcrPage } from "../../core/invoice/extraction/ocr-words";

/** A whole OCR submission may not exceed this (checked on Content-Length and on the parsed size). */
export const MAX_OCR_BODY_BYTES = 4 * 1024 * 1024;
export const MAX_OCR_PAGES = 50;
export const MAX_OCR_WORDS = 30_000;

const coordinate = z.number().finite().min(-100_000).max(100_000);
const box = z.strictObject({ x0: coordinate, y0: coordinate, x1: coordinate, y1: coordinate });
const word = z.strictObject({
  text: z.string().max(200),
  confidence: z.number().finite().min(0).max(100),
  bbox: box,
});
const line = z.strictObject({ words: z.array(word).max(500), baseline: box, bbox: box });
const page = z.strictObject({
  pageNumber: z.number().int().min(1).max(MAX_OCR_PAGES),
  width: z.number().finite().positive().max(100_000),
  height: z.number().finite().positive().max(100_000),
  lines: z.array(line).max(5_000),
});

/** The browser's OCR result of a stored invoice: lines of words with boxes, per page (ADR 081). */
export const ocrSubmission = z
  .strictObject({ pages: z.array(page).min(1).max(MAX_OCR_PAGES) })
  .refine(
    (body) =>
      body.pages.reduce((sum, p) => sum + p.lines.reduce((n, l) => n + l.words.length, 0), 0) <=
      MAX_OCR_WORDS,
    { message: "Too many words." },
  )
  .refine((body) => new Set(body.pages.map((p) => p.pageNumber)).size === body.pages.length, {
    message: "Page numbers repeat.",
  });

export type OcrSubmission = z.infer<typeof ocrSubmission>;

/** The submission in the shape the core OCR reader takes (one block, one paragraph per page). */
export function toOcrPages(submission: OcrSubmission): OcrPage[] {
  return submission.pages.map((p) => ({
    pageNumber: p.pageNumber,
    width: p.width,
    height: p.height,
    blocks: [{ paragraphs: [{ lines: p.lines }] }],
  }));
}
