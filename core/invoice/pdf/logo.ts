import type { PdfLogo } from "./render-invoice-pdf";

/** Logos are small images; anything bigger is refused before pdf-lib sees it. */
export const MAX_LOGO_BYTES = 512 * 1024;

/** Checks an uploaded logo by its magic bytes (not its name or MIME type): PNG or JPEG only. */
export function detectLogo(bytes: Uint8Array): { ok: true; value: PdfLogo } | { ok: false; error: string } {
  if (bytes.length > MAX_LOGO_BYTES) return { ok: false, error: "The logo is larger than 512 KB." };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return { ok: true, value: { bytes, type: "png" } };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ok: true, value: { bytes, type: "jpg" } };
  return { ok: false, error: "The logo must be a PNG or JPEG image." };
}
