export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function readUint32(bytes: Uint8Array, at: number): number {
  return readUint16(bytes, at) * 65536 + readUint16(bytes, at + 2);
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // Signature (8 bytes), then the IHDR chunk must come first: length 13, type "IHDR".
  const ihdr = new TextDecoder("latin1").decode(bytes.subarray(12, 16));
  if (bytes.byteLength < 33 || ihdr !== "IHDR") return null;
  const width = readUint32(bytes, 16);
  const height = readUint32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = readUint16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      const height = readUint16(bytes, at + 5);
      const width = readUint16(bytes, at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** An image's pixel size from its header, without decoding it; null when the header is damaged. */
export function readImageSize(bytes: Uint8Array, kind: "png" | "jpeg"): ImageSize | null {
  return kind === "png" ? pngSize(bytes) : jpegSize(bytes);
}
