import type { Context } from "hono";
import { COOKIE_NAMES, readCookie, setSecureCookie } from "./cookies";
import { generateSecret, hashSecret } from "./secrets";

/** How long a browser stays known after its last successful sign-in. */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;

const DEVICE_TOKEN = /^[a-z2-7]{32}$/;

/** `known-device:<account>|<token hash>`: the account first, so deleting it finds them by prefix. */
function deviceRecordKey(tokenHash: string, email: string): string {
  return `known-device:${email}|${tokenHash}`;
}

/**
 * The hashed device token when this browser has signed in to `email` before (docs/decisions/205),
 * otherwise null. The cookie alone proves nothing: only a token the server stored for this account
 * after a correct sign-in counts, so a cookie from one account does nothing for another.
 */
export async function findKnownDevice(c: Context, kv: KVNamespace, email: string): Promise<string | null> {
  const token = readCookie(c, COOKIE_NAMES.device);
  if (!token || !DEVICE_TOKEN.test(token)) return null;
  const tokenHash = hashSecret(token);
  return (await kv.get(deviceRecordKey(tokenHash, email))) === null ? null : tokenHash;
}

/** Marks this browser as known for `email` (after a correct password, Google or a reset link). */
export async function rememberDevice(c: Context, kv: KVNamespace, email: string): Promise<void> {
  const existing = readCookie(c, COOKIE_NAMES.device);
  const token = existing && DEVICE_TOKEN.test(existing) ? existing : generateSecret(20);
  await kv.put(deviceRecordKey(hashSecret(token), email), "1", { expirationTtl: KNOWN_DEVICE_SECONDS });
  setSecureCookie(c, COOKIE_NAMES.device, token, KNOWN_DEVICE_SECONDS);
}
