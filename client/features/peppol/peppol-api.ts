import { m } from "../../../core/i18n/messages";

export type PeppolResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface RegistrationView {
  readonly participantId: string;
  readonly status: "pending" | "active" | "failed";
  readonly error: string | null;
}

export interface RegistrationState {
  readonly registration: RegistrationView | null;
  readonly suggested: readonly string[];
  readonly configured: boolean;
}

export interface TransmissionView {
  readonly id: string;
  readonly receiver: string;
  readonly status: "sent" | "delivered" | "rejected" | "failed";
  readonly reason: string | null;
  readonly sentAt: number;
}

export interface TransmissionsState {
  readonly transmissions: readonly TransmissionView[];
  readonly upToDate: boolean;
  readonly sending: {
    readonly configured: boolean;
    readonly sender: string | null;
    readonly allowance: "ok" | "plan_required" | "quota_exceeded";
  };
}

export type LookupResult = { reachable: true; participantId: string } | { reachable: false };

/** One call; the server's message (already in the page's language) on failure. */
async function request<T>(path: string, init: RequestInit = {}): Promise<PeppolResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.generator_error_network() };
  }
  const data = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok)
    return {
      ok: false,
      status: response.status,
      message: data?.error?.message || m.generator_error_generic(),
    };
  return { ok: true, value: data as T };
}

/** Writes carry JSON: the CSRF guard requires the content type. */
function write<T>(method: string, path: string, body: unknown = {}): Promise<PeppolResult<T>> {
  return request<T>(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

export function fetchRegistration(): Promise<PeppolResult<RegistrationState>> {
  return request("/api/peppol/registration");
}

export function postRegistration(
  participantId: string,
): Promise<PeppolResult<{ registration: RegistrationView }>> {
  return write("POST", "/api/peppol/registration", { participantId });
}

/** 204 has no body: request() reads it as null. */
export function deleteRegistration(): Promise<PeppolResult<null>> {
  return write("DELETE", "/api/peppol/registration");
}

export function lookupCustomer(query: {
  kvk?: string;
  vat?: string;
  id?: string;
}): Promise<PeppolResult<LookupResult>> {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return request(`/api/peppol/lookup?${params}`);
}

export function fetchTransmissions(invoiceId: string): Promise<PeppolResult<TransmissionsState>> {
  return request(`/api/issued-invoices/${encodeURIComponent(invoiceId)}/peppol`);
}

export function postSend(
  invoiceId: string,
  receiver: string,
): Promise<PeppolResult<{ transmission: TransmissionView }>> {
  return write("POST", `/api/issued-invoices/${encodeURIComponent(invoiceId)}/peppol`, { receiver });
}
