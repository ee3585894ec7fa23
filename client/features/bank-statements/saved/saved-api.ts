import type { BankTransaction } from "../../../../core/bank/model";
import { m } from "../../../../core/i18n/messages";
import type { ExportKind } from "../worker-protocol";

/** A saved statement as the API lists it (worker/bank/statement-view.ts). */
export interface SavedStatement {
  readonly id: string;
  readonly documentId: string;
  readonly fileName: string;
  readonly format: "mt940" | "camt.052" | "camt.053" | "camt.054" | "csv";
  readonly filePosition: number;
  readonly statementRef: string;
  readonly accountIban: string;
  readonly currency: string;
  readonly statementNumber: string;
  readonly statementSequence: string;
  readonly openingDate: string | null;
  readonly openingBalance: string | null;
  readonly closingDate: string | null;
  readonly closingBalance: string | null;
  readonly firstBookingDate: string;
  readonly lastBookingDate: string;
  readonly moneyInCents: number;
  readonly moneyOutCents: number;
  readonly transactionCount: number;
  readonly reconciled: boolean;
  readonly difference: string;
  readonly savedAt: string;
}

export interface SavedFile {
  readonly documentId: string;
  readonly fileName: string;
  readonly format: SavedStatement["format"];
  readonly statements: readonly SavedStatement[];
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const BASE = "/api/bank-statements";
/** Transactions per request when a statement is opened; the API allows up to 5,000. */
const PAGE = 5000;

export async function request<T>(path: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, status: 0, message: m.bank_network_error() };
  }
  if (response.status === 204) return { ok: true, value: undefined as T };
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (!response.ok)
    return { ok: false, status: response.status, message: body?.error?.message ?? m.bank_generic_error() };
  return { ok: true, value: body as T };
}

/** Uploads one ORIGINAL file; the server parses it again and stores statements and transactions. */
export async function saveStatementFile(file: File): Promise<ApiResult<SavedFile>> {
  const form = new FormData();
  form.append("file", file, file.name);
  const result = await request<{ file: SavedFile }>(BASE, { method: "POST", body: form });
  return result.ok ? { ok: true, value: result.value.file } : result;
}

export async function listSavedStatements(): Promise<ApiResult<readonly SavedStatement[]>> {
  const result = await request<{ statements: SavedStatement[] }>(BASE);
  return result.ok ? { ok: true, value: result.value.statements } : result;
}

/** A saved statement with all its transactions, fetched page by page. */
export async function loadSavedStatement(
  id: string,
): Promise<ApiResult<{ statement: SavedStatement; transactions: BankTransaction[] }>> {
  const transactions: BankTransaction[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const result = await request<{
      statement: SavedStatement;
      transactions: BankTransaction[];
      total: number;
    }>(`${BASE}/${encodeURIComponent(id)}?offset=${offset}&limit=${PAGE}`);
    if (!result.ok) return result;
    transactions.push(...result.value.transactions);
    if (result.value.transactions.length < PAGE || transactions.length >= result.value.total)
      return { ok: true, value: { statement: result.value.statement, transactions } };
  }
}

function jsonInit(method: string): RequestInit {
  return { method, headers: { "Content-Type": "application/json" }, body: "{}" };
}

export function deleteSavedStatement(id: string): Promise<ApiResult<undefined>> {
  return request(`${BASE}/${encodeURIComponent(id)}`, jsonInit("DELETE"));
}

export function deleteSavedFile(documentId: string): Promise<ApiResult<undefined>> {
  return request(`${BASE}/files/${encodeURIComponent(documentId)}`, jsonInit("DELETE"));
}

/** Download links: the Worker answers with Content-Disposition: attachment. */
export function statementExportUrl(id: string, kind: ExportKind): string {
  return `${BASE}/${encodeURIComponent(id)}/export?format=${kind}`;
}

export function fileExportUrl(documentId: string, kind: ExportKind): string {
  return `${BASE}/files/${encodeURIComponent(documentId)}/export?format=${kind}`;
}

export function originalFileUrl(documentId: string): string {
  return `${BASE}/files/${encodeURIComponent(documentId)}/original`;
}
