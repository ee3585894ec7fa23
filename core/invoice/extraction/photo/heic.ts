/**
 * HEIC/HEIF, the iPhone camera's default format: an ISO media file whose `ftyp` box names a HEIF
 * brand. Only Safari draws it, and the Worker never reads it, so it is recognised by its bytes to say
 * so plainly instead of "not a PDF, PNG or JPEG".
 */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
/** AVIF shares the HEIF container (and `mif1`); browsers draw it, so it is not HEIC here. */
const AVIF_BRANDS = new Set(["avif", "avis"]);

export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 16) return false;
  const latin = new TextDecoder("latin1");
  if (latin.decode(bytes.subarray(4, 8)) !== "ftyp") return false;
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(bytes.byteLength, Math.max(16, boxSize >>> 0), 256);
  // The major brand, then (after a version) the compatible brands, four letters each.
  const brands = [latin.decode(bytes.subarray(8, 12))];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(latin.decode(bytes.subarray(at, at + 4)));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return false;
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}
