import { exports } from "cloudflare:workers";
import camt053 from "../../fixtures/bank/camt053-v08.xml?raw";
import ingSta from "../../fixtures/bank/ing.sta?raw";
import rabobankSta from "../../fixtures/bank/rabobank.sta?raw";
import { BASE, call } from "../auth-helpers";

const encoder = new TextEncoder();

export const ING_MT940 = encoder.encode(ingSta);
export const RABOBANK_MT940 = encoder.encode(rabobankSta);
export const CAMT053_V08 = encoder.encode(camt053);

export interface SavedSummary {
  id: string;
  documentId: string;
  fileName: string;
  format: string;
  filePosition: number;
  statementRef: string;
  accountIban: string;
  currency: string;
  statementNumber: string;
  openingDate: string | null;
  openingBalance: string | null;
  closingDate: string | null;
  closingBalance: string | null;
  moneyInCents: number;
  moneyOutCents: number;
  transactionCount: number;
  reconciled: boolean;
  difference: string;
  savedAt: string;
}

export interface SavedFileBody {
  file: {
    documentId: string;
    fileName: string;
    format: string;
    statements: SavedSummary[];
    warnings: string[];
  };
}

/** POST /api/bank-statements as the page sends it: multipart with one `file`, same origin. */
export function saveRequest(
  cookie: string | null,
  file: { name: string; bytes: Uint8Array | string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([file.bytes as Uint8Array<ArrayBuffer> | string], file.name));
  return exports.default.fetch(
    new Request(`${BASE}/api/bank-statements`, {
      method: "POST",
      headers: {
        Origin: BASE,
        "CF-Connecting-IP": "203.0.113.15",
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: form,
    }),
  );
}

export async function saveFile(
  cookie: string,
  file: { name: string; bytes: Uint8Array | string },
): Promise<SavedFileBody["file"]> {
  const response = await saveRequest(cookie, file);
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as SavedFileBody).file;
}

export function bankApi(path: string, cookie: string | null, method = "GET"): Promise<Response> {
  // State-changing calls carry a JSON content type, as the page sends them (CSRF middleware).
  return call(`/api/bank-statements${path}`, {
    method,
    ...(method === "GET" ? {} : { json: {} }),
    ...(cookie ? { cookie } : {}),
  });
}

/** An MT940 statement with `count` transactions of 1.00 in, each with its own description. */
export function generatedMt940(count: number): string {
  const lines = [":20:GEN-1500", ":25:NL91ABNA0417164300", ":28C:42/1", ":60F:C240101EUR1000,00"];
  for (let i = 1; i <= count; i++) {
    lines.push(":61:2401020102C1,00NTRFNONREF", `:86:Row ${i}`);
  }
  lines.push(`:62F:C240131EUR${1000 + count},00`, "-");
  return `${lines.join("\r\n")}\r\n`;
}
