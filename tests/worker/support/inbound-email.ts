import { env } from "cloudflare:workers";
import PostalMime from "postal-mime";
import type { AppBindings } from "../../../worker/env";
import worker from "../../../worker/index";
import { call, readSession } from "../auth-helpers";
import { signedInUser } from "./processor-api";

export const INBOUND_DOMAIN = "in.factuurkit.nl";

export interface Delivery {
  /** The reason given to setReject, or null when the message was accepted (or silently ignored). */
  rejected: string | null;
}

export interface DeliverOptions {
  to: string;
  from?: string;
  /** What Email Routing reports; the real size of `raw` unless a test makes it lie. */
  rawSize?: number;
  env?: Partial<AppBindings>;
  /** setReject as miniflare's RPC stub behaves: the reject only lands when the returned promise settles. */
  rpcReject?: boolean;
  /** `raw` as a stream of these chunks instead of one. */
  stream?: ReadableStream<Uint8Array>;
}

/** The message headers as Email Routing exposes them (miniflare builds them the same way, with postal-mime). */
async function headersOf(raw: Uint8Array): Promise<Headers> {
  const headers = new Headers();
  try {
    const parsed = await PostalMime.parse(raw);
    // Values that are not printable ASCII (binary noise) are left out; the runtime warns about them.
    for (const header of parsed.headers)
      if (/^[\t\x20-\x7e]*$/.test(header.value)) headers.append(header.key, header.value);
  } catch {
    // Unparseable: no headers.
  }
  return headers;
}

/**
 * Calls the Worker's email() handler with a ForwardableEmailMessage-shaped object built from a raw
 * .eml, recording setReject.
 */
export async function deliver(raw: string | Uint8Array, options: DeliverOptions): Promise<Delivery> {
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  let rejected: string | null = null;
  const rejectNow = (reason: string): void => {
    rejected = reason;
  };
  const rejectLater = (reason: string): Promise<void> =>
    new Promise((resolve) =>
      setTimeout(() => {
        rejected = reason;
        resolve();
      }, 20),
    );
  const message = {
    from: options.from ?? "facturen@goudenkorrel.nl",
    to: options.to,
    raw:
      options.stream ??
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    rawSize: options.rawSize ?? bytes.byteLength,
    headers: await headersOf(bytes.byteLength > 2_000_000 ? bytes.subarray(0, 64 * 1024) : bytes),
    // As miniflare's RPC stub behaves with rpcReject: the reject only lands when the promise settles.
    setReject: options.rpcReject ? rejectLater : rejectNow,
    forward(): Promise<EmailSendResult> {
      throw new Error("the handler never forwards");
    },
    reply(): Promise<EmailSendResult> {
      throw new Error("the handler never replies");
    },
  } satisfies ForwardableEmailMessage;
  const handler = worker.email;
  if (!handler) throw new Error("worker/index.ts has no email() handler");
  // The handler takes no ExecutionContext: it does all its work before it returns.
  await handler(message, { ...env, ...options.env });
  return { rejected };
}

export interface InboundUser {
  cookie: string;
  userId: string;
  address: string;
  token: string;
}

/** A signed-in user with a fresh inbound address, created through the API. */
export async function userWithAddress(label = "inbound"): Promise<InboundUser> {
  const cookie = await signedInUser(label);
  const session = (await readSession(cookie)) as { user: { sub: string } };
  const response = await call("/api/inbound-address", { cookie, json: {} });
  if (response.status !== 201) throw new Error(`address not created: ${response.status}`);
  const { address } = (await response.json()) as { address: { address: string } };
  const token = address.address.slice("inbox+".length, address.address.indexOf("@"));
  return { cookie, userId: session.user.sub, address: address.address, token };
}

/** The fixture with its placeholders filled in. */
export function fill(eml: string, values: { token?: string; victim?: string }): string {
  return eml.replaceAll("{{TOKEN}}", values.token ?? "x").replaceAll("{{VICTIM}}", values.victim ?? "x");
}

export async function objectKeys(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((object) => object.key);
}

export interface StoredInvoiceRow {
  id: string;
  source: string;
  status: string;
  email_sender: string | null;
  email_subject: string | null;
  received_at: number | null;
  invoice_number: string | null;
  supplier_name: string | null;
  total_cents: number | null;
}

export async function invoiceRows(userId: string): Promise<StoredInvoiceRow[]> {
  const result = await env.DB.prepare(
    "SELECT id, source, status, email_sender, email_subject, received_at, invoice_number, supplier_name, total_cents FROM invoices WHERE user_id = ? ORDER BY invoice_number",
  )
    .bind(userId)
    .all<StoredInvoiceRow>();
  return result.results;
}

export async function refusalRows(
  userId: string,
): Promise<{ reason: string; message: string; subject: string }[]> {
  const result = await env.DB.prepare(
    "SELECT reason, message, subject FROM inbound_refusals WHERE user_id = ? ORDER BY received_at DESC",
  )
    .bind(userId)
    .all<{ reason: string; message: string; subject: string }>();
  return result.results;
}
