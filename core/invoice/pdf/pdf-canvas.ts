import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { fitText, measureText } from "./text-layout";

/** A4 in PDF points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;
export const FOOTER_HEIGHT = 40;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.82, 0.84, 0.87);
export const SHADE = rgb(0.95, 0.96, 0.97);

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/**
 * Writes top-down on A4 pages: `y` is the baseline position from the bottom as pdf-lib wants it,
 * `ensure(height)` starts a new page (and calls `onNewPage`, e.g. to repeat a table header) when
 * the next block would run into the footer.
 */
export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;
  onNewPage: (() => void) | null = null;
  private readonly currentFont = new WeakMap<PDFPage, PDFFont>();

  constructor(
    private readonly document: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(page);
    return page;
  }

  newPage(): void {
    this.page = this.addPage();
    this.y = PAGE_HEIGHT - MARGIN;
    this.onNewPage?.();
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; maxWidth?: number } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const text = options.maxWidth ? fitText(value, font, size, options.maxWidth) : value;
    if (text === "") return;
    // Passing `font` to drawText registers the font on the page again on every call (pdf-lib
    // searches its font dictionary for a free key each time: quadratic); set it only on change.
    if (this.currentFont.get(this.page) !== font) {
      this.page.setFont(font);
      this.currentFont.set(this.page, font);
    }
    this.page.drawText(text, { x, y, size, color: options.color ?? INK });
  }

  /** Right-aligned text ending at `right`. */
  textRight(
    value: string,
    right: number,
    y: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.text(value, right - measureText(value, font, size), y, options);
  }

  line(x1: number, y1: number, x2: number, y2: number, color = RULE, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  rect(x: number, y: number, width: number, height: number, color = SHADE): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }
}
