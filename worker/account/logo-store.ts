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
