import { exports } from "cloudflare:workers";
import { BASE, call } from "../auth-helpers";
import { createSignedInUser } from "./accounts";
import { grantPaidPlan } from "./billing";

export interface UploadFile {
  readonly name: string;
  readonly bytes: Uint8Array | string;
  readonly type?: string;
}

export interface UploadResult {
  fileName: string;
  ok: boolean;
  invoice?: {
    id: string;
    status: string;
    invoiceNumber: string | null;
    supplierName: string | null;
    totalCents: number | null;
  };
  duplicates?: { invoiceId: string; reason: string }[];
  error?: { code: string; message: string };
}

/** A verified, signed-in user: the Cookie header value of their session. */
export async function signedInUser(label = "processor"): Promise<string> {
  return (await createSignedInUser(label)).cookie;
}

/**
 * A signed-in user on the paid plan (a billing row as a paid Mollie checkout leaves it), for tests that
 * upload more invoices than the Free plan's monthly quota allows.
 */
export async function signedInPaidUser(label = "processor-pro"): Promise<string> {
  const user = await createSignedInUser(label);
  await grantPaidPlan(user.id);
  return user.cookie;
}

/** POST /api/invoices as the browser sends it: multipart, same origin. */
export function uploadRequest(
  cookie: string,
  files: readonly UploadFile[],
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const file of files)
    form.append(
      "files",
      new File([file.bytes as Uint8Array<ArrayBuffer> | string], file.name, {
        type: file.type ?? "application/octet-stream",
      }),
    );
  return exports.default.fetch(
    new Request(`${BASE}/api/invoices`, {
      method: "POST",
      headers: { Origin: BASE, Cookie: cookie, "CF-Connecting-IP": "203.0.113.9", ...headers },
      body: form,
    }),
  );
}

export async function upload(cookie: string, files: readonly UploadFile[]): Promise<UploadResult[]> {
  const response = await uploadRequest(cookie, files);
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { results: UploadResult[] }).results;
}

export async function uploadOne(
  cookie: string,
  file: UploadFile,
): Promise<NonNullable<UploadResult["invoice"]>> {
  const [result] = await upload(cookie, [file]);
  if (!result?.ok || !result.invoice) throw new Error(`upload refused: ${JSON.stringify(result?.error)}`);
  return result.invoice;
}

export function api(
  path: string,
  cookie: string,
  options: { method?: string; json?: unknown } = {},
): Promise<Response> {
  return call(`/api/invoices${path === "/" ? "" : path}`, { cookie, ...options });
}
