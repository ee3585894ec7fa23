import { generateSecret } from "../auth/secrets";
import { deleteObjectsUnder } from "./r2-prefix";

/** Issue 4: a logo is a PNG or JPEG of at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export type LogoType = "image/png" | "image/jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The image type from the file's first bytes, never from its name or declared Content-Type
 * (SECURITY.md "Files"). A PNG must also start with its IHDR chunk; a JPEG with SOI + a marker.
 */
export function detectLogoType(bytes: Uint8Array): LogoType | null {
  const isPng =
    bytes.length >= 24 &&
    PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) &&
    String.fromCharCode(...bytes.subarray(12, 16)) === "IHDR";
  if (isPng) return "image/png";
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

export function logoPrefix(userId: string): string {
  return `users/${userId}/logo/`;
}

/** Stores the bytes under a fresh server-generated key `users/<userId>/logo/<id>`. */
export async function putLogoObject(
  bucket: R2Bucket,
  userId: string,
  bytes: Uint8Array,
  contentType: LogoType,
): Promise<string> {
  const key = `${logoPrefix(userId)}${generateSecret(16)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType } });
  return key;
}

/** Removes every logo object of the user except `keepKey` (older logos, leftovers of a race). */
export async function pruneLogoObjects(
  bucket: R2Bucket,
  userId: string,
  keepKey: string | null,
): Promise<void> {
  await deleteObjectsUnder(bucket, logoPrefix(userId), (key) => key !== keepKey);
}
