import { exports } from "cloudflare:workers";
import type { CompanyDetailsInput } from "../../../core/company/company-details";
import { BASE, call } from "./accounts";

/** Valid details touching every field (BTW-id passes the 11-test, IBAN mod-97). */
export const FULL_DETAILS = {
  companyName: "Bakkerij De Gouden Korst B.V.",
  contactPerson: "Anna de Vries",
  street: "Damrak 1",
  postcode: "1012 LG",
  city: "Amsterdam",
  country: "NL",
  kvkNumber: "12345678",
  vatNumber: "NL123456782B01",
  iban: "NL91ABNA0417164300",
  bic: "ABNANL2A",
  email: "info@goudenkorst.nl",
  phone: "+31201234567",
  website: "https://www.goudenkorst.nl",
  invoicePrefix: "GK-2026-",
  nextInvoiceNumber: 42,
  paymentTermsDays: 14,
  defaultVatRate: 9,
  invoiceLanguage: "EN",
} as const satisfies CompanyDetailsInput;

export function putDetails(cookie: string, json: unknown): Promise<Response> {
  return call("/api/company", { method: "PUT", json, cookie });
}

/** Bytes that start like a PNG (signature + IHDR chunk header), padded to `size`. */
export function pngBytes(size = 256): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  for (let index = 33; index < bytes.length; index++) bytes[index] = index % 251;
  return bytes;
}

/** Bytes that start like a JPEG (SOI + APP0 marker), padded to `size`. */
export function jpegBytes(size = 256): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 4));
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

/** Uploads `bytes` as the multipart field `field` with the declared name and type. */
export function uploadLogo(
  cookie: string,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(
    options.field ?? "logo",
    new File([bytes], options.filename ?? "logo.png", { type: options.type ?? "image/png" }),
  );
  return exports.default.fetch(
    new Request(`${BASE}/api/company/logo`, {
      method: "POST",
      body: form,
      headers: { Origin: BASE, Cookie: cookie, ...options.headers },
    }),
  );
}
