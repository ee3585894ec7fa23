import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Random } from "../../support/seeded-random";

export interface Shot {
  readonly jpeg: Buffer;
  readonly photo: boolean;
}

/** A flat scan: white, straight, the roll filling the page's height. */
function scan(roll: Canvas, random: Random): Canvas {
  const height = random.int(1500, 2200);
  const scale = (height * 0.94) / roll.height;
  const width = Math.max(Math.round(roll.width * scale * 1.25), Math.round(height * 0.5));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(
    roll,
    (width - roll.width * scale) / 2,
    height * 0.03,
    roll.width * scale,
    roll.height * scale,
  );
  return canvas;
}

/** A table top: a dark base with wood-like streaks and grain. */
function paintTable(context: SKRSContext2D, width: number, height: number, random: Random): void {
  const hue = random.pick([
    [70, 50, 35],
    [45, 45, 50],
    [95, 70, 50],
    [30, 32, 38],
    [110, 100, 90],
  ] as const);
  context.fillStyle = `rgb(${hue[0]},${hue[1]},${hue[2]})`;
  context.fillRect(0, 0, width, height);
  const vertical = random.chance(0.5);
  for (let index = 0; index < 90; index++) {
    const shade = random.between(-25, 25);
    context.strokeStyle = `rgba(${hue[0] + shade},${hue[1] + shade},${hue[2] + shade},0.5)`;
    context.lineWidth = random.between(2, 14);
    const at = random.between(0, vertical ? width : height);
    context.beginPath();
    if (vertical) {
      context.moveTo(at, 0);
      context.bezierCurveTo(
        at + random.between(-40, 40),
        height / 3,
        at + random.between(-40, 40),
        (2 * height) / 3,
        at,
        height,
      );
    } else {
      context.moveTo(0, at);
      context.bezierCurveTo(
        width / 3,
        at + random.between(-40, 40),
        (2 * width) / 3,
        at + random.between(-40, 40),
        width,
        at,
      );
    }
    context.stroke();
  }
}

/** Folds of a roll carried in a pocket: bands of shade across the paper. */
function fold(roll: Canvas, random: Random): void {
  const context = roll.getContext("2d");
  for (let count = random.int(0, 3); count > 0; count--) {
    const y = random.between(0.1, 0.9) * roll.height;
    const reach = random.between(20, 90);
    const band = context.createLinearGradient(0, y - reach, 0, y + reach);
    band.addColorStop(0, "rgba(0,0,0,0)");
    band.addColorStop(0.5, `rgba(0,0,0,${random.between(0.08, 0.25).toFixed(2)})`);
    band.addColorStop(0.55, "rgba(255,255,255,0.12)");
    band.addColorStop(1, "rgba(0,0,0,0)");
    context.fillStyle = band;
    context.fillRect(0, y - reach, roll.width, reach * 2);
  }
}

/** A phone camera's sensor noise, stronger in a dim room. */
function addNoise(context: SKRSContext2D, width: number, height: number, random: Random): void {
  const strength = random.between(2, 12);
  const image = context.getImageData(0, 0, width, height);
  let seed = (random.next() * 4294967296) >>> 0;
  for (let at = 0; at < image.data.length; at += 4) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const shift = ((seed / 4294967296) * 2 - 1) * strength;
    for (let channel = 0; channel < 3; channel++)
      image.data[at + channel] = (image.data[at + channel] ?? 0) + shift;
  }
  context.putImageData(image, 0, 0);
}

/** Keystone: the roll drawn row by row, narrower at one end, as a phone held at an angle sees it. */
function keystone(roll: Canvas, random: Random): Canvas {
  const tilt = random.between(-0.08, 0.08);
  const width = Math.ceil(roll.width * (1 + Math.abs(tilt)));
  const canvas = createCanvas(width, roll.height);
  const context = canvas.getContext("2d");
  const strip = 4;
  for (let y = 0; y < roll.height; y += strip) {
    const scale = 1 + tilt * (2 * (y / roll.height) - 1);
    const rowWidth = roll.width * scale;
    context.drawImage(roll, 0, y, roll.width, strip, (width - rowWidth) / 2, y, rowWidth, strip);
  }
  return canvas;
}

/** Light falling from one side, and a soft shadow of the phone or hand across part of the paper. */
function light(context: SKRSContext2D, width: number, height: number, random: Random): void {
  const angle = random.between(0, Math.PI * 2);
  const dx = Math.cos(angle) * width;
  const dy = Math.sin(angle) * height;
  const gradient = context.createLinearGradient(
    width / 2 - dx / 2,
    height / 2 - dy / 2,
    width / 2 + dx / 2,
    height / 2 + dy / 2,
  );
  gradient.addColorStop(0, "rgba(255,250,235,0.10)");
  gradient.addColorStop(1, `rgba(0,0,0,${random.between(0.15, 0.45).toFixed(2)})`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  if (random.chance(0.4)) {
    const x = random.between(0, width);
    const y = random.between(0, height);
    const shadow = context.createRadialGradient(
      x,
      y,
      0,
      x,
      y,
      Math.max(width, height) * random.between(0.2, 0.45),
    );
    shadow.addColorStop(0, `rgba(0,0,0,${random.between(0.15, 0.35).toFixed(2)})`);
    shadow.addColorStop(1, "rgba(0,0,0,0)");
    context.fillStyle = shadow;
    context.fillRect(0, 0, width, height);
  }
}

/** A phone photo: the roll on a table, turned, keystoned, lit unevenly, a little out of focus. */
function photograph(roll: Canvas, random: Random): Canvas {
  const height = random.int(1500, 3000);
  const width = Math.round(height * random.pick([0.75, 0.5625, 0.75]));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  paintTable(context, width, height, random);
  fold(roll, random);
  const skewed = keystone(roll, random);
  const scale = Math.min((height * random.between(0.6, 0.92)) / skewed.height, (width * 0.92) / skewed.width);
  context.save();
  context.translate(
    width / 2 + random.between(-0.05, 0.05) * width,
    height / 2 + random.between(-0.03, 0.03) * height,
  );
  context.rotate((random.between(-6, 6) * Math.PI) / 180);
  context.shadowColor = "rgba(0,0,0,0.5)";
  context.shadowBlur = 25;
  context.filter = `blur(${random.between(0.3, 2.2).toFixed(2)}px)`;
  context.drawImage(
    skewed,
    (-skewed.width * scale) / 2,
    (-skewed.height * scale) / 2,
    skewed.width * scale,
    skewed.height * scale,
  );
  context.restore();
  light(context, width, height, random);
  addNoise(context, width, height, random);
  return canvas;
}

/** The roll as a phone photo (about 70 %) or a flat scan, encoded as a JPEG of quality 60–85. */
export function shootReceipt(roll: Canvas, random: Random): Shot {
  const photo = random.chance(0.7);
  const canvas = photo ? photograph(roll, random) : scan(roll, random);
  return { jpeg: canvas.encodeSync("jpeg", random.int(60, 85)), photo };
}
