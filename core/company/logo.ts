/** Issue 4: a logo is a PNG or JPEG of at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoType = "image/png" | "image/jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** How many leading bytes detectLogoType needs. */
export const LOGO_SNIFF_BYTES = 24;

/**
 * The image type from the file's first bytes, never from its name or declared Content-Type
 * (SECURITY.md "Files"). A PNG must also start with its IHDR chunk; a JPEG with SOI + a marker.
 */
export function detectLogoType(bytes: Uint8Array): LogoType | null {
  const isPng =
    bytes.length >= LOGO_SNIFF_BYTES &&
    PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) &&
    IHDR.every((byte, index) => bytes[12 + index] === byte);
  if (isPng) return "image/png";
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}
