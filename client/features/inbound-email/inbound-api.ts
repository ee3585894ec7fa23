import { m } from "../../../core/i18n/messages";

export type InboundResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface InboundAddress {
  readonly address: string;
  readonly createdAt: number;
}

export interface RefusedMessage {
  readonly id: string;
  readonly reason: string;
  readonly message: string;
  readonly sender: string;
  readonly subject: string;
  readonly receivedAt: number;
}

async function request<T>(path: string, init: RequestInit = {}): Promise<InboundResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.inbound_error_network() };
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      message: body?.error?.message || m.inbound_error_generic(),
    };
  return { ok: true, value: body as T };
}

/** Writes carry `Content-Type: application/json`, which the CSRF guard requires even without a body. */
function write(method: string): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: "{}" };
}

export function fetchInboundAddress(
  signal?: AbortSignal,
): Promise<InboundResult<{ address: InboundAddress | null }>> {
  return request("/api/inbound-address", signal ? { signal } : {});
}

export function createInboundAddress(): Promise<InboundResult<{ address: InboundAddress }>> {
  return request("/api/inbound-address", write("POST"));
}

export function turnOffInboundAddress(): Promise<InboundResult<{ address: null }>> {
  return request("/api/inbound-address", write("DELETE"));
}

export function fetchRefusedMessages(
  signal?: AbortSignal,
): Promise<InboundResult<{ refusals: RefusedMessage[] }>> {
  return request("/api/inbound-address/refusals", signal ? { signal } : {});
}
