/**
 * The inbound Peppol webhook's signature (contract in ADR 283):
 * `Peppol-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`, keyed with
 * PEPPOL_WEBHOOK_SECRET. Signing the time with the body makes a captured request useless after the
 * tolerance; a header may carry several v1 values so the provider can roll the secret over.
 */
export const SIGNATURE_HEADER = "Peppol-Signature";

/** How far the signed time may be from ours, either way (clock skew and retries in flight). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: "missing" | "malformed" | "stale" | "mismatch" };

const encoder = new TextEncoder();
const HEX_SHA256 = /^[0-9a-f]{64}$/;

function importKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

function signedPayload(timestamp: number, body: Uint8Array): Uint8Array {
  const prefix = encoder.encode(`${timestamp}.`);
  const payload = new Uint8Array(prefix.byteLength + body.byteLength);
  payload.set(prefix, 0);
  payload.set(body, prefix.byteLength);
  return payload;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The header value for `body` signed at `timestamp`: what the access point (and our tests) send. */
export async function signInboundPayload(
  secret: string,
  timestamp: number,
  body: Uint8Array | string,
): Promise<string> {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const key = await importKey(secret, "sign");
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, signedPayload(timestamp, bytes)));
  const hex = Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [name, value = ""] = part.trim().split("=", 2) as [string, string?];
    if (name === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === "v1" && HEX_SHA256.test(value.toLowerCase())) signatures.push(value.toLowerCase());
  }
  // A header stuffed with candidates is refused before any HMAC is computed.
  if (timestamp === null || signatures.length === 0 || signatures.length > 4) return null;
  return { timestamp, signatures };
}

/**
 * Checks the header against the raw body as it arrived (before any JSON parsing). The comparison is
 * WebCrypto's HMAC verify, which compares in constant time, so the answer's timing tells an attacker
 * nothing about how much of a guessed signature was right.
 */
export async function verifyInboundSignature(
  secret: string,
  header: string | undefined,
  body: Uint8Array,
  nowSeconds: number,
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: "missing" };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: "malformed" };
  if (Math.abs(nowSeconds - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: "stale" };
  const key = await importKey(secret, "verify");
  const payload = signedPayload(parsed.timestamp, body);
  for (const signature of parsed.signatures)
    if (await crypto.subtle.verify("HMAC", key, hexToBytes(signature), payload)) return { ok: true };
  return { ok: false, reason: "mismatch" };
}
