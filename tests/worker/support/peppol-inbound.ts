import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { encodeBase64 } from "../../../core/invoice/base64";
import type { AppBindings } from "../../../worker/env";
import worker from "../../../worker/index";
import { signInboundPayload } from "../../../worker/peppol/verify-inbound-signature";
import { BASE } from "../auth-helpers";
import { createSignedInUser } from "./accounts";

/** The secret vitest.config.ts gives the Worker. */
export const TEST_SECRET = (env as unknown as AppBindings).PEPPOL_WEBHOOK_SECRET ?? "";

export const UBL_DOCUMENT_TYPE =
  "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1";

export interface PeppolUser {
  readonly userId: string;
  readonly cookie: string;
  readonly participantId: string;
}

let counter = 0;

/** A fresh participant id no other test uses: "0106:" and eight digits. */
export function uniqueParticipantId(): string {
  counter += 1;
  const digits = String((Date.now() % 1_000_000) * 100 + (counter % 100)).padStart(8, "0");
  return `0106:${digits.slice(-8)}`;
}

/** A signed-in user whose Peppol registration row has `status` (inserted directly, as the brief allows). */
export async function registeredUser(
  status: "active" | "pending" | "failed" = "active",
): Promise<PeppolUser> {
  const user = await createSignedInUser("peppol");
  const participantId = uniqueParticipantId();
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO peppol_registrations (id, user_id, participant_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), user.id, participantId, status, now, now)
    .run();
  return { userId: user.id, cookie: user.cookie, participantId };
}

export interface InboundBody {
  event: string;
  documentId: string;
  sender: string;
  receiver: string;
  documentTypeId: string;
  receivedAt: string;
  document: string;
  [extra: string]: unknown;
}

/** The webhook body the access point posts for `xml` sent to `receiver`. */
export function inboundBody(
  receiver: string,
  xml: string | Uint8Array,
  extra: Partial<InboundBody> = {},
): InboundBody {
  const bytes = typeof xml === "string" ? new TextEncoder().encode(xml) : xml;
  return {
    event: "document.received",
    documentId: `doc-${crypto.randomUUID()}`,
    sender: "0106:87654321",
    receiver,
    documentTypeId: UBL_DOCUMENT_TYPE,
    receivedAt: new Date().toISOString(),
    document: encodeBase64(bytes),
    ...extra,
  };
}

export interface PostOptions {
  /** Another secret than the Worker's (a forger's). */
  secret?: string;
  /** Unix seconds to sign at (default: now). */
  timestamp?: number;
  /** The header as sent; null leaves it out. */
  signature?: string | null;
  env?: Partial<AppBindings>;
  headers?: Record<string, string>;
}

/** Posts a raw body to the webhook as the access point does: signed, no cookie, no Origin. */
export async function postInbound(raw: string, options: PostOptions = {}): Promise<Response> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature === undefined
      ? await signInboundPayload(options.secret ?? TEST_SECRET, timestamp, raw)
      : options.signature;
  const headers: Record<string, string> = { "Content-Type": "application/json", ...options.headers };
  if (signature !== null) headers["Peppol-Signature"] = signature;
  const request = new Request(`${BASE}/api/peppol/inbound`, { method: "POST", headers, body: raw });
  if (!options.env) return exports.default.fetch(request);
  const bindings = { ...(env as unknown as AppBindings), ...options.env };
  return worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    bindings,
    createExecutionContext(),
  );
}

/** Posts `body` as JSON, signed. */
export function deliver(body: InboundBody, options: PostOptions = {}): Promise<Response> {
  return postInbound(JSON.stringify(body), options);
}

export interface PeppolInvoiceRow {
  id: string;
  source: string;
  status: string;
  email_sender: string | null;
  received_at: number | null;
  supplier_name: string | null;
  invoice_number: string | null;
  total_cents: number | null;
  vat_cents: number | null;
  error: string | null;
  document_id: string | null;
}

export async function invoicesOf(userId: string): Promise<PeppolInvoiceRow[]> {
  const result = await env.DB.prepare(
    "SELECT id, source, status, email_sender, received_at, supplier_name, invoice_number, total_cents, vat_cents, error, document_id FROM invoices WHERE user_id = ? ORDER BY created_at",
  )
    .bind(userId)
    .all<PeppolInvoiceRow>();
  return result.results;
}

/** The stored original of an invoice row, as text. */
export async function storedText(userId: string, documentId: string): Promise<string | null> {
  const object = await env.FILES.get(`users/${userId}/invoices/${documentId}`);
  return object ? object.text() : null;
}

export async function objectCount(userId: string): Promise<number> {
  return (await env.FILES.list({ prefix: `users/${userId}/` })).objects.length;
}
