import qrcode from "qrcode-generator";

/** A QR code as a square matrix of dark (true) modules, without quiet zone. */
export type QrMatrix = readonly (readonly boolean[])[];

/**
 * Encodes `text` as UTF-8 bytes in byte mode with error correction M, as EPC069-12 requires.
 * qrcode-generator maps each character code to one byte, so the UTF-8 bytes are passed as a
 * binary string (no global encoder switch).
 */
export function buildQrMatrix(text: string): QrMatrix {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join("");
  const code = qrcode(0, "M");
  code.addData(binary, "Byte");
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => code.isDark(row, column)),
  );
}
