import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import type { Random } from "../../support/seeded-random";
import type { PrintLine } from "./print-line";

/** Fonts of this machine that look like a till's: two monospaced, one narrow sans. */
const FONTS = [
  {
    family: "FreshMono",
    regular: "dejavu/DejaVuSansMono.ttf",
    bold: "dejavu/DejaVuSansMono-Bold.ttf",
    advance: 0.602,
  },
  {
    family: "FreshLiberation",
    regular: "liberation/LiberationMono-Regular.ttf",
    bold: "liberation/LiberationMono-Bold.ttf",
    advance: 0.6,
  },
  {
    family: "FreshCondensed",
    regular: "dejavu/DejaVuSansCondensed.ttf",
    bold: "dejavu/DejaVuSansCondensed-Bold.ttf",
    advance: 0.52,
  },
] as const;

let registered = false;
function registerFonts(): void {
  if (registered) return;
  for (const font of FONTS) {
    GlobalFonts.registerFromPath(`/usr/share/fonts/truetype/${font.regular}`, font.family);
    GlobalFonts.registerFromPath(`/usr/share/fonts/truetype/${font.bold}`, font.family);
  }
  registered = true;
}

/** A thermal printer's dots per millimetre, doubled so the photo step has detail to lose. */
const DOTS_PER_MM = 16;

function fitLeft(context: SKRSContext2D, text: string, room: number): string {
  let fitted = text;
  while (fitted.length > 1 && context.measureText(fitted).width > room) fitted = fitted.slice(0, -1);
  return fitted;
}

function fontOf(line: PrintLine, fontSize: number, family: string): string {
  return `${line.bold ? "bold " : ""}${Math.round(fontSize * (line.size ?? 1))}px ${family}`;
}

/** The printed width of a line's text, letter spacing included (measureText leaves it out). */
function textWidth(context: SKRSContext2D, line: PrintLine, fontSize: number, family: string): number {
  context.font = fontOf(line, fontSize, family);
  const spacing = (line.spacing ?? 0) * fontSize * (line.size ?? 1) * Math.max(0, line.left.length - 1);
  return context.measureText(line.left).width + spacing;
}

/**
 * A centred line as a till prints one too long for the roll: a heading in smaller type (never below
 * the body's), then the words wrapped onto as many lines as they need.
 */
function fitCentredLines(
  lines: readonly PrintLine[],
  context: SKRSContext2D,
  fontSize: number,
  family: string,
  room: number,
): PrintLine[] {
  return lines.flatMap((line): PrintLine[] => {
    if (!line.center || line.badge) return [line];
    let fitted = line;
    while ((fitted.size ?? 1) > 1 && textWidth(context, fitted, fontSize, family) > room)
      fitted = {
        ...fitted,
        size: Math.max(1, (fitted.size ?? 1) - 0.1),
        spacing: fitted.spacing ? fitted.spacing * 0.8 : undefined,
      };
    if (textWidth(context, fitted, fontSize, family) <= room) return [fitted];
    const wrapped: PrintLine[] = [];
    let current = "";
    for (const word of fitted.left.split(" ")) {
      const next = current ? `${current} ${word}` : word;
      if (current && textWidth(context, { ...fitted, left: next }, fontSize, family) > room) {
        wrapped.push({ ...fitted, left: current });
        current = word;
      } else current = next;
    }
    if (current) wrapped.push({ ...fitted, left: current });
    return wrapped;
  });
}

function drawBadge(
  context: SKRSContext2D,
  text: string,
  centre: number,
  top: number,
  height: number,
  family: string,
): void {
  context.save();
  context.beginPath();
  context.arc(centre, top + height / 2, height / 2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#f4f1ea";
  context.font = `bold ${Math.round(height * 0.42)}px ${family}`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(text, centre, top + height / 2);
  context.restore();
}

/**
 * The roll as a till prints it: 58 or 80 mm wide, body type filling its columns, headings in double
 * size, uneven ink (a weaker side of the print head, lighter rows) and dot grain.
 */
export function drawRoll(printed: readonly PrintLine[], random: Random): Canvas {
  registerFonts();
  const font = random.pick(FONTS);
  const wide = random.chance(0.55);
  const paperMm = wide ? 80 : 58;
  const printMm = wide ? 72 : 48;
  const columns = wide ? random.pick([42, 48]) : 32;
  const width = paperMm * DOTS_PER_MM;
  const margin = ((paperMm - printMm) / 2) * DOTS_PER_MM;
  const printWidth = printMm * DOTS_PER_MM;
  const fontSize = printWidth / columns / font.advance;
  const lineHeight = fontSize * random.between(1.15, 1.4);
  const lines = fitCentredLines(
    printed,
    createCanvas(10, 10).getContext("2d"),
    fontSize,
    font.family,
    printWidth,
  );
  const heights = lines.map((line) => (line.badge ? 3.2 : (line.size ?? 1)) * lineHeight);
  const height = Math.ceil(heights.reduce((sum, h) => sum + h, 0) + lineHeight * 6);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fbfaf6";
  context.fillRect(0, 0, width, height);
  let y = lineHeight * 3;
  for (const [index, line] of lines.entries()) {
    const rowHeight = heights[index] ?? lineHeight;
    const ink = Math.round(random.between(20, 70));
    context.fillStyle = `rgb(${ink},${ink},${ink + 5})`;
    context.font = fontOf(line, fontSize, font.family);
    context.letterSpacing = line.spacing ? `${line.spacing}em` : "0px";
    context.textBaseline = "alphabetic";
    const baseline = y + rowHeight * 0.78;
    if (line.badge)
      drawBadge(
        context,
        line.badge,
        width / 2,
        y + lineHeight * 0.3,
        rowHeight - lineHeight * 0.6,
        font.family,
      );
    else if (line.rule) {
      context.textAlign = "left";
      const unit = context.measureText(line.rule).width;
      context.fillText(line.rule.repeat(Math.floor(printWidth / unit)), margin, baseline);
    } else if (line.center) {
      context.textAlign = "center";
      context.fillText(fitLeft(context, line.left, printWidth), width / 2, baseline);
    } else {
      context.textAlign = "right";
      const right = line.right ?? "";
      const rightWidth = right ? context.measureText(right).width + fontSize : 0;
      if (right) context.fillText(right, margin + printWidth, baseline);
      context.textAlign = "left";
      context.fillText(fitLeft(context, line.left, printWidth - rightWidth), margin, baseline);
    }
    y += rowHeight;
  }
  fadeInk(context, width, height, random);
  return canvas;
}

/** Thermal print is never even: one side of the head prints weaker, and ink breaks into dots. */
function fadeInk(context: SKRSContext2D, width: number, height: number, random: Random): void {
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  const weakSide = random.chance(0.5) ? 0 : 1;
  const sideFade = random.between(0, 0.55);
  const grain = random.between(0.05, 0.45);
  // An old roll, or one kept in a wallet: thermal print fades all over.
  const age = random.chance(0.35) ? random.between(0.2, 0.5) : 0;
  const paper = 250;
  let seed = (random.next() * 4294967296) >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const value = data[at] ?? paper;
      if (value >= paper - 4) continue;
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const noise = seed / 4294967296;
      const across = weakSide === 0 ? 1 - x / width : x / width;
      const fade = Math.min(0.92, age + across * sideFade + noise * grain);
      const lighter = value + (paper - value) * fade;
      data[at] = lighter;
      data[at + 1] = lighter;
      data[at + 2] = Math.min(255, lighter + 4);
    }
  }
  context.putImageData(image, 0, 0);
}
