import { scrypt } from "node:crypto";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64IgnorePadding, encodeBase64NoPadding } from "@oslojs/encoding";

/**
 * scrypt through node:crypto (nodejs_compat): native, no run-time WebAssembly, memory-hard.
 * OWASP Password Storage lists N=2^14, r=8, p=5 as an equivalent of its 2^17/8/1 default; it needs
 * 16 MiB instead of 128 MiB, which a 128 MB Worker isolate can afford. See docs/decisions/010.
 * The parameters are stored in every hash, so they can be raised and old hashes upgraded at sign-in.
 */
export const SCRYPT_PARAMS = { logN: 14, r: 8, p: 5 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = "$scrypt$";

interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

function deriveKey(password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  const N = 2 ** params.logN;
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes; allow twice that.
    const options = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
    // The password goes in exactly as typed: no normalisation, no truncation (SECURITY.md).
    scrypt(password, salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key)));
  });
}

/** `$scrypt$ln=14,r=8,p=5$<salt>$<key>` (PHC string format, base64 without padding). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await deriveKey(password, salt, SCRYPT_PARAMS);
  const { logN, r, p } = SCRYPT_PARAMS;
  return `${PREFIX}ln=${logN},r=${r},p=${p}$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Uint8Array;
  key: Uint8Array;
}

function parseHash(hash: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    hash,
  );
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // Refuse parameters that would make verification a denial of service or trivially weak.
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.p < 1) return null;
  try {
    return { params, salt: decodeBase64IgnorePadding(salt ?? ""), key: decodeBase64IgnorePadding(key ?? "") };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.byteLength !== KEY_BYTES) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params);
  return constantTimeEqual(key, parsed.key);
}

/** True when a stored hash uses weaker parameters than today's, so sign-in should rehash it. */
export function needsRehash(hash: string): boolean {
  const parsed = parseHash(hash);
  if (!parsed) return true;
  const { logN, r, p } = parsed.params;
  const cost = 2 ** logN * r * p;
  const target = 2 ** SCRYPT_PARAMS.logN * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p;
  return logN < SCRYPT_PARAMS.logN || cost < target;
}

/**
 * The password work of the auth routes, behind one object so a test can count it: sign-in and
 * registration must do the same work whether or not the address has an account (issue 14).
 */
export const passwordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * Verified against when the address has no account (or no password), so an unknown address costs
 * one scrypt verification like a known one. A hash of a random password nobody knows; a constant,
 * so the first unknown address does not cost an extra hash.
 */
export const UNKNOWN_USER_HASH =
  "$scrypt$ln=14,r=8,p=5$OJLywHtzkPgGs+7KvN4nRQ$kZKyPwmZpNbX30BJJ9Fu9pY1RHy8HxgZAIg8V5gR3ag";
