import type {
  CompanyDetailsInput,
  CompanyDetailsResponse,
  FieldErrors,
} from "../../../core/company/company-details";
import { m } from "../../../core/i18n/messages";
import type { UserProfile } from "../auth/auth-store";

export type RequestResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; fields?: FieldErrors };

interface ErrorBody {
  error?: { message?: string };
  fields?: FieldErrors;
}

/**
 * One request to our API. Writes always carry `Content-Type: application/json` (or multipart), which
 * the CSRF guard requires even without a body.
 */
export async function request<T>(path: string, init: RequestInit = {}): Promise<RequestResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    // Also an aborted request (the component went away): nobody reads the answer then.
    return { ok: false, status: 0, message: m.settings_error_network() };
  }
  const data = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: data?.error?.message || m.settings_error_generic(),
      ...(data?.fields ? { fields: data.fields } : {}),
    };
  }
  return { ok: true, value: data as T };
}

export function sendJson<T>(method: string, path: string, body: unknown = {}): Promise<RequestResult<T>> {
  return request<T>(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Reads are aborted when the page goes away, so a stale answer can never touch the session cookie. */
export function fetchCompanyDetails(signal?: AbortSignal): Promise<RequestResult<CompanyDetailsResponse>> {
  return request("/api/company", signal ? { signal } : {});
}

export function saveCompanyDetails(
  input: CompanyDetailsInput,
): Promise<RequestResult<CompanyDetailsResponse>> {
  return sendJson("PUT", "/api/company", input);
}

export function uploadCompanyLogo(file: File): Promise<RequestResult<CompanyDetailsResponse>> {
  const form = new FormData();
  form.append("logo", file);
  return request("/api/company/logo", { method: "POST", body: form });
}

export function removeCompanyLogo(): Promise<RequestResult<CompanyDetailsResponse>> {
  return sendJson("DELETE", "/api/company/logo");
}

/** Where the owner's logo is served; the version changes with every upload. */
export function companyLogoUrl(version: string): string {
  return `/api/company/logo?v=${encodeURIComponent(version)}`;
}

export interface AccountProfile {
  email: string;
  name: string;
  picture: string;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: number;
}

export function fetchAccountProfile(signal?: AbortSignal): Promise<RequestResult<AccountProfile>> {
  return request("/api/account", signal ? { signal } : {});
}

export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<RequestResult<{ session: { user: UserProfile; expiresAt: number } | null }>> {
  return sendJson("POST", "/api/account/password", { currentPassword, newPassword });
}

export function signOutEverywhere(): Promise<RequestResult<{ ok: true }>> {
  return sendJson("POST", "/api/account/sign-out-everywhere");
}

export function deleteAccount(email: string): Promise<RequestResult<{ ok: true }>> {
  return sendJson("POST", "/api/account/delete", { email });
}
