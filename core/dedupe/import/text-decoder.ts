export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

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

/** Where the last UTF-8 sequence of `bytes` starts when it is cut off by the end, else the length. */
function completeUtf8Length(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let start = length - 1; start >= Math.max(0, length - 4); start--) {
    const byte = bytes[start] as number;
    if (byte >= 0x80 && byte < 0xc0) continue;
    const needed = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return start + needed <= length ? length : start;
  }
  return length;
}

/**
 * UTF-8 chunks decoded whole, each cut before a character the chunk does not finish: the same text
 * as a streaming decoder, but as compact (one byte per character) strings where the text allows.
 * Node's streaming decoder always returns two bytes per character, doubling a loaded file.
 */
function createUtf8Decoder(): ChunkDecoder {
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  let carry = new Uint8Array(0);
  return {
    decode: (chunk, stream) => {
      let bytes = chunk;
      if (carry.length > 0) {
        bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
      }
      const cut = stream ? completeUtf8Length(bytes) : bytes.length;
      carry = bytes.slice(cut);
      return decoder.decode(bytes.subarray(0, cut));
    },
  };
}

/** A streaming decoder for the encodings we detect; multi-byte characters may span chunks. */
export function createChunkDecoder(encoding: TextEncodingName): ChunkDecoder {
  if (encoding === "windows-1252") return { decode: (bytes) => decodeWindows1252(bytes) };
  if (encoding === "utf-8") return createUtf8Decoder();
  const decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true });
  return { decode: (bytes, stream) => decoder.decode(bytes, { stream }) };
}
