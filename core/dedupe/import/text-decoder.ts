import type { TextEncodingName } from "./sniff";

// Windows-1252 bytes 0x80-0x9F; the rest is Latin-1. Some runtimes (Node) decode the label as Latin-1.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

export interface ChunkDecoder {
  decode(bytes: Uint8Array, stream: boolean): string;
}

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const step = 8192;
  for (let start = 0; start < bytes.length; start += step) {
    const codes = Array.from(bytes.subarray(start, start + step), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH.charCodeAt(byte - 0x80) ?? byte) : byte,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** A streaming decoder for the encodings we detect; multi-byte characters may span chunks. */
export function createChunkDecoder(encoding: TextEncodingName): ChunkDecoder {
  if (encoding === "windows-1252") return { decode: (bytes) => decodeWindows1252(bytes) };
  const decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true });
  return { decode: (bytes, stream) => decoder.decode(bytes, { stream }) };
}
