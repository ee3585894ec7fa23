import type { LogoType } from "../../core/company/logo";
import { generateSecret } from "../auth/secrets";
import { deleteObjectsUnder } from "./r2-prefix";

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

export interface StoredLogo {
  body: ReadableStream;
  size: number;
  contentType: LogoType;
}

/**
 * The logo a user's own company row points at (never a key taken from a request): for the owner's
 * GET and for generating that user's invoices.
 */
export async function readCompanyLogo(
  bucket: R2Bucket,
  row: { logoKey: string | null; logoContentType: LogoType | null } | null,
): Promise<StoredLogo | null> {
  if (!row?.logoKey || !row.logoContentType) return null;
  const object = await bucket.get(row.logoKey);
  return object ? { body: object.body, size: object.size, contentType: row.logoContentType } : null;
}
