/**
 * Text-line crops of a page laid one under the other, so one tesseract call reads every line
 * PaddleOCR found (docs/decisions/298), and the words it reads put back where each crop came from.
 */
import type { OcrBox, OcrLine, OcrWord } from "../../../core/invoice/extraction/ocr-words";

/** A grey page: one byte a pixel, row after row. */
export interface GreyPage {
  readonly grey: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** Where one crop sits in the stack: its box in the page and its top row in the stack. */
export interface Slot {
  readonly box: OcrBox;
  readonly top: number;
}

/** White around the stack and left of every crop. */
export const STACK_MARGIN = 16;

/** The crops left-aligned one under the other, half a crop's height (at least 12 px) of white between. */
export function stackLineCrops(page: GreyPage, boxes: readonly OcrBox[]): { stack: GreyPage; slots: Slot[] } {
  const slots: Slot[] = [];
  let top = STACK_MARGIN;
  for (const box of boxes) {
    slots.push({ box, top });
    top += box.y1 - box.y0 + Math.max(12, Math.round(0.5 * (box.y1 - box.y0)));
  }
  const width = Math.max(1, ...boxes.map((box) => box.x1 - box.x0)) + 2 * STACK_MARGIN;
  const height = top + STACK_MARGIN;
  const grey = new Uint8Array(width * height).fill(255);
  for (const { box, top: slotTop } of slots) {
    for (let y = box.y0; y < box.y1; y++) {
      const from = y * page.width;
      const to = (slotTop + y - box.y0) * width + STACK_MARGIN;
      grey.set(page.grey.subarray(from + box.x0, from + box.x1), to);
    }
  }
  return { stack: { grey, width, height }, slots };
}

/** A box moved by (dx, dy). */
export function shiftBox<T extends OcrBox>(box: T, dx: number, dy: number): T {
  return { ...box, x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy };
}

/**
 * The stack's lines in page pixels: each word goes back with the crop its middle lies in; a line
 * tesseract ran across two crops is split into one line per crop.
 */
export function placeStackedLines(lines: readonly OcrLine[], slots: readonly Slot[]): OcrLine[] {
  const slotOf = (y: number): Slot | undefined =>
    slots.findLast((slot) => slot.top - STACK_MARGIN / 2 <= y) ?? slots[0];
  const placed: OcrLine[] = [];
  for (const line of lines) {
    const bySlot = new Map<Slot, OcrWord[]>();
    for (const word of line.words) {
      const slot = slotOf((word.bbox.y0 + word.bbox.y1) / 2);
      if (!slot) continue;
      const moved = {
        ...word,
        bbox: shiftBox(word.bbox, slot.box.x0 - STACK_MARGIN, slot.box.y0 - slot.top),
      };
      bySlot.set(slot, [...(bySlot.get(slot) ?? []), moved]);
    }
    for (const [slot, words] of bySlot) {
      const bbox = {
        x0: Math.min(...words.map((word) => word.bbox.x0)),
        y0: Math.min(...words.map((word) => word.bbox.y0)),
        x1: Math.max(...words.map((word) => word.bbox.x1)),
        y1: Math.max(...words.map((word) => word.bbox.y1)),
      };
      const baseline = shiftBox(line.baseline, slot.box.x0 - STACK_MARGIN, slot.box.y0 - slot.top);
      placed.push({ words, bbox, baseline });
    }
  }
  return placed;
}
