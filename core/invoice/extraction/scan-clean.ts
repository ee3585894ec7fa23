/**
 * Cleaning a scanned page before OCR (docs/decisions/128): greyscale → Otsu threshold → the page's
 * skew measured from its text rows and turned back → ruling lines, shading and isolated specks removed.
 * tesseract loses whole ruled tables with shaded cells on a slightly crooked scan; on the cleaned
 * page it reads them. Pure functions on RGBA pixels, shared by the browser and the bench.
 */
import type { RgbaImage } from "./scan-preprocess";

/** Skews tried when straightening, in degrees either way (a flatbed scan is rarely worse). */
const MAX_SKEW_DEGREES = 3;
const SKEW_STEP_DEGREES = 0.1;

export interface CleanedScan {
  /** Dark text on white, the same size as the input. */
  readonly image: RgbaImage;
  /** The skew that was turned back, radians; OCR boxes are rotated by it to fit the original page. */
  readonly angle: number;
}

function toGrey(image: RgbaImage): Uint8Array {
  const grey = new Uint8Array(image.width * image.height);
  const data = image.data;
  for (let index = 0; index < grey.length; index++) {
    const at = index * 4;
    grey[index] = (77 * (data[at] ?? 0) + 150 * (data[at + 1] ?? 0) + 29 * (data[at + 2] ?? 0)) >> 8;
  }
  return grey;
}

/** Otsu's threshold: the grey level that best separates ink from paper. */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let index = 0; index < grey.length; index++) {
    const level = grey[index] ?? 0;
    histogram[level] = (histogram[level] ?? 0) + 1;
  }
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0) continue;
    const above = grey.length - below;
    if (above === 0) break;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** 1 for ink, 0 for paper. */
function binarise(grey: Uint8Array): Uint8Array {
  const threshold = otsuThreshold(grey);
  return grey.map((value) => (value <= threshold ? 1 : 0));
}

/**
 * The skew whose sheared row sums are the most uneven: text rows line up with it, so ink and
 * white gaps alternate sharply. Radians, positive when the text runs downhill to the right. Scans
 * are tried within ±3°; a photo (photo/deskew-photo.ts) asks for a wider range in coarser steps.
 */
export function estimatePageSkew(
  ink: Uint8Array,
  width: number,
  height: number,
  maxDegrees = MAX_SKEW_DEGREES,
  stepDegrees = SKEW_STEP_DEGREES,
): number {
  // Every other ink pixel of each row is plenty; skipping rows would favour an angle of zero.
  let count = 0;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x += 2) if (ink[y * width + x]) count++;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x += 2)
      if (ink[y * width + x]) {
        xs[count] = x;
        ys[count++] = y;
      }
  let bestAngle = 0;
  let bestScore = -1;
  const rows = new Float64Array(height + 2 * width);
  for (let degrees = -maxDegrees; degrees <= maxDegrees + 1e-9; degrees += stepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let index = 0; index < xs.length; index++) {
      const row = Math.round((ys[index] ?? 0) - (xs[index] ?? 0) * slope) + width;
      rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      bestAngle = (degrees * Math.PI) / 180;
    }
  }
  return Math.abs(bestAngle) < (stepDegrees * Math.PI) / 360 ? 0 : bestAngle;
}

/**
 * The ink mask and the grey page turned by `-angle` around the page centre (nearest neighbour), so
 * text rows lie flat; outside the page is paper (no ink, white). Both in one pass: where each
 * output pixel was on the crooked page is worked out once.
 */
function rotatePage(
  ink: Uint8Array,
  grey: Uint8Array,
  width: number,
  height: number,
  angle: number,
): { ink: Uint8Array; grey: Uint8Array } {
  if (angle === 0) return { ink: ink.slice(), grey: grey.slice() };
  const turnedInk = new Uint8Array(ink.length);
  const turnedGrey = new Uint8Array(grey.length).fill(255);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Where this output pixel was on the crooked page.
      const sx = Math.round(cx + (x - cx) * cos - (y - cy) * sin);
      const sy = Math.round(cy + (x - cx) * sin + (y - cy) * cos);
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      const from = sy * width + sx;
      turnedInk[y * width + x] = ink[from] ?? 0;
      turnedGrey[y * width + x] = grey[from] ?? 255;
    }
  return { ink: turnedInk, grey: turnedGrey };
}

/** The shortest run of ink taken for a rule, along the rows (across) and the columns (down). */
interface RuleLength {
  readonly across: number;
  readonly down: number;
  /** Whether a run along a row with letters' stems under or over it is kept (till rolls only). */
  readonly stemsKeepBars: boolean;
}

/**
 * The height of a line of text: the median height of the bands of rows that hold ink, between
 * bands of blank rows. A row counts as inked only with more ink than a few vertical rules leave on
 * it (a 50th of the width), so a page border or a table's column rules running down the page do not
 * join all its lines into one band.
 */
export function medianTextHeight(ink: Uint8Array, width: number, height: number): number {
  const bands: number[] = [];
  const enough = width / 50;
  let start = -1;
  for (let y = 0; y <= height; y++) {
    let count = 0;
    for (let x = 0; y < height && x < width && count <= enough; x++) count += ink[y * width + x] ?? 0;
    const inked = count > enough;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      // Thinner bands are specks, rules or dotted leaders, not lines of text.
      if (y - start >= 3) bands.push(y - start);
      start = -1;
    }
  }
  bands.sort((a, b) => a - b);
  return bands[Math.floor(bands.length / 2)] ?? 0;
}

/**
 * Removes straight runs of ink longer than `minRun` pixels: table rules, never letters. Runs are
 * looked for in two neighbouring rows (columns) at once, so a rule left one pixel off straight by
 * the rotation still counts as one run. A scan walks lines (rows, then columns) by index steps
 * rather than an index function: called for every pixel twice, a function took most of the time.
 */
function removeRules(ink: Uint8Array, width: number, height: number, minRun: RuleLength): Uint8Array {
  const clear = new Uint8Array(ink.length);
  // The tops of bold capitals that touch ("STER") make a run as long as a rule, but ink goes on
  // above or below it at every letter's stem; a rule is crossed by a few table lines at most.
  const hasStems = (line: number, start: number, end: number, lineStep: number, step: number): boolean => {
    let stems = 0;
    for (let p = start; p < end; p++)
      if (
        ink[Math.max(0, line - 3) * lineStep + p * step] === 1 ||
        ink[(line + 4) * lineStep + p * step] === 1
      )
        stems++;
    return stems > (end - start) * 0.2;
  };
  const { stemsKeepBars } = minRun;
  const scan = (lines: number, length: number, lineStep: number, step: number, minRun: number): void => {
    for (let line = 0; line < lines - 1; line++) {
      let start = -1;
      for (let position = 0; position <= length; position++) {
        const on =
          position < length &&
          (ink[line * lineStep + position * step] === 1 ||
            ink[(line + 1) * lineStep + position * step] === 1);
        if (on && start < 0) start = position;
        if (!on && start >= 0) {
          if (
            position - start >= minRun &&
            !(stemsKeepBars && hasStems(line, start, position, lineStep, step))
          )
            for (let p = start; p < position; p++) {
              clear[line * lineStep + p * step] = 1;
              clear[(line + 1) * lineStep + p * step] = 1;
            }
          start = -1;
        }
      }
    }
  };
  scan(height, width, width, 1, minRun.across);
  scan(width, height, 1, width, minRun.down);
  for (let index = 0; index < ink.length; index++) if (clear[index]) ink[index] = 0;
  return clear;
}

/** A page at least this many times as tall as wide is a till roll (A4 is 1.41). */
const ROLL_SHAPE = 1.6;

/** Gaps a broken rule may have between its dashes, in pixels. */
const RULE_GAP = 4;

/**
 * Finds rules that the threshold broke into dashes (a thin grey rule on grainy paper), which
 * tesseract reads as "~~", "aa" or "_" and merges into the header line next to them: along a row, ink
 * in a band two pixels high with paper two rows above and below it, bridging gaps of a few pixels,
 * covering three quarters of a run at least `minRun` long. Letters have stems that fail the paper
 * test, so a row of serifs along a baseline is never taken for a rule.
 */
function findBrokenRules(ink: Uint8Array, width: number, height: number, minRun: RuleLength): Uint8Array {
  const found = new Uint8Array(ink.length);
  const scan = (lines: number, length: number, lineStep: number, step: number, minRun: number): void => {
    for (let line = 2; line < lines - 3; line++) {
      let start = -1;
      let end = -1;
      let covered = 0;
      const close = (): void => {
        if (start >= 0 && end - start + 1 >= minRun && covered >= (end - start + 1) * 0.75)
          for (let p = start; p <= end; p++) {
            if (ink[line * lineStep + p * step] === 1) found[line * lineStep + p * step] = 1;
            if (ink[(line + 1) * lineStep + p * step] === 1) found[(line + 1) * lineStep + p * step] = 1;
          }
        start = -1;
        covered = 0;
      };
      for (let position = 0; position < length; position++) {
        const on =
          ink[line * lineStep + position * step] === 1 || ink[(line + 1) * lineStep + position * step] === 1;
        const thin =
          ink[(line - 2) * lineStep + position * step] !== 1 &&
          ink[(line + 3) * lineStep + position * step] !== 1;
        // Ink that goes on across the band is a letter's stem: the tops of capitals standing in a
        // row ("STER" in large type) line up like a dashed rule, but a rule has no stems.
        if (on && !thin) close();
        if (!on || !thin) continue;
        if (start >= 0 && position - end > RULE_GAP + 1) close();
        if (start < 0) start = position;
        end = position;
        covered++;
      }
      close();
    }
  };
  scan(height, width, width, 1, minRun.across);
  scan(width, height, 1, width, minRun.down);
  return found;
}

/** Ink pixels with no inked neighbour are speckle. */
function removeSpecks(ink: Uint8Array, width: number, height: number): void {
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      if (!ink[at]) continue;
      const neighbours =
        (ink[at - width - 1] ?? 0) +
        (ink[at - width] ?? 0) +
        (ink[at - width + 1] ?? 0) +
        (ink[at - 1] ?? 0) +
        (ink[at + 1] ?? 0) +
        (ink[at + width - 1] ?? 0) +
        (ink[at + width] ?? 0) +
        (ink[at + width + 1] ?? 0);
      if (neighbours === 0) ink[at] = 0;
    }
}

/** Marks every pixel within one pixel of a marked one. */
function dilate(mask: Uint8Array, width: number, height: number): Uint8Array {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) grown[ny * width + nx] = 1;
        }
    }
  return grown;
}

/**
 * Straightened and cleaned copy of a scanned page for OCR. The ink and its one-pixel rim keep their
 * grey (tesseract thresholds anti-aliased letters better than our hard edges); paper, shading,
 * grain, specks and table rules become white.
 */
export function cleanScan(image: RgbaImage): CleanedScan {
  const { width, height } = image;
  const grey = toGrey(image);
  const ink = binarise(grey);
  const angle = estimatePageSkew(ink, width, height);
  const { ink: straight, grey: straightGrey } = rotatePage(ink, grey, width, height, angle);
  // A rule is longer than any stroke of a letter: a 25th of the page's width (about 8 mm on A4),
  // and down the page more than twice the text's line height: on a narrow till roll a 25th of
  // the width is shorter than the stems of its large type ("TAX INVOICE"), which were wiped out.
  const across = Math.round(width / 25);
  const minRun = {
    across,
    down: Math.max(across, Math.round(2.5 * medianTextHeight(straight, width, height))),
    // Only on a till roll (much taller than wide) is a 25th of the width as short as a word of its
    // large type. On an A4 page a rule with text close under it (an address window's sender line,
    // a table header) has "stems" too, and keeping it merged the lines around it.
    stemsKeepBars: height >= ROLL_SHAPE * width,
  };
  const broken = findBrokenRules(straight, width, height, minRun);
  const removed = removeRules(straight, width, height, minRun);
  for (let index = 0; index < broken.length; index++)
    if (broken[index]) {
      straight[index] = 0;
      removed[index] = 1;
    }
  const rules = dilate(removed, width, height);
  removeSpecks(straight, width, height);
  const keep = dilate(straight, width, height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < straight.length; index++) {
    const value = keep[index] && !rules[index] ? (straightGrey[index] ?? 255) : 255;
    data[index * 4] = value;
    data[index * 4 + 1] = value;
    data[index * 4 + 2] = value;
    data[index * 4 + 3] = 255;
  }
  return { image: { width, height, data }, angle };
}
