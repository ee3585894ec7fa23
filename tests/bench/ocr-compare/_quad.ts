import { readdirSync, readFileSync } from "node:fs";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { rgbaToGrey } from "../../../core/invoice/extraction/photo/grey-image";
import { findPaperQuad, quadArea } from "../../../core/invoice/extraction/photo/paper-quad";
import { halfOf } from "../corpus-halves";

const dir = "/work/shared/corpus/receipts";
for (const name of readdirSync(dir)
  .filter((n) => n.endsWith(".jpg") && halfOf(n) === 0)
  .sort()) {
  const img = await loadImage(readFileSync(`${dir}/${name}`));
  const c = createCanvas(img.width, img.height);
  const ctx = c.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const quad = findPaperQuad(rgbaToGrey(ctx.getImageData(0, 0, c.width, c.height)));
  if (!quad) continue;
  const share = quadArea(quad) / (img.width * img.height);
  const m = (v: number) => v.toFixed(0);
  console.log(
    name,
    share.toFixed(2),
    `L ${m(Math.min(quad.topLeft.x, quad.bottomLeft.x))} R ${m(img.width - Math.max(quad.topRight.x, quad.bottomRight.x))} T ${m(Math.min(quad.topLeft.y, quad.topRight.y))} B ${m(img.height - Math.max(quad.bottomLeft.y, quad.bottomRight.y))}`,
    img.width,
    img.height,
  );
}
