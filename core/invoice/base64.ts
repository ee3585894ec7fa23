const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const LOOKUP = new Map([...ALPHABET].map((character, index) => [character, index]));

const ALPHABET_CODES = Uint8Array.from(ALPHABET, (character) => character.charCodeAt(0));
const PAD = 61; // "="

/**
 * Base64 as ASCII bytes. An array of one string per character, as before, cost ~8 bytes a character:
 * a 10 MB PDF inside a UBL ran a 128 MB Worker out of memory that way (ADR 252).
 */
export function encodeBase64Bytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let written = 0;
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out[written++] = ALPHABET_CODES[(triple >> 18) & 63] ?? PAD;
    out[written++] = ALPHABET_CODES[(triple >> 12) & 63] ?? PAD;
    out[written++] = index + 1 < bytes.length ? (ALPHABET_CODES[(triple >> 6) & 63] ?? PAD) : PAD;
    out[written++] = index + 2 < bytes.length ? (ALPHABET_CODES[triple & 63] ?? PAD) : PAD;
  }
  return out;
}

/** Standard base64 (RFC 4648) without Node's Buffer, so it runs in the browser and the Worker alike. */
export function encodeBase64(bytes: Uint8Array): string {
  return new TextDecoder().decode(encodeBase64Bytes(bytes));
}

/** Decodes base64 (whitespace ignored); null when it is not base64. */
export function decodeBase64(input: string): Uint8Array | null {
  // Only copied when there is whitespace: a Peppol delivery's document is ~10 MB of base64 (ADR 283).
  const compact = /\s/.test(input) ? input.replace(/\s/g, "") : input;
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((compact.length / 4) * 3 - padding);
  let written = 0;
  for (let index = 0; index < compact.length; index += 4) {
    let triple = 0;
    for (let offset = 0; offset < 4; offset++) {
      triple = (triple << 6) | (LOOKUP.get(compact[index + offset] ?? "=") ?? 0);
    }
    for (const shift of [16, 8, 0]) {
      if (written < bytes.length) bytes[written++] = (triple >> shift) & 255;
    }
  }
  return bytes;
}
