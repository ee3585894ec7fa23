import { type SQL, sql } from "drizzle-orm";
import type { Activity } from "../../core/dashboard/overview-types";
import type { Language } from "../../core/i18n/language";
import type { MessageOptions } from "../../core/i18n/translate";
import type { Database } from "../db/client";
import { m } from "../i18n/messages";

const LIMIT = 10;

interface ActivityRow {
  type: "invoice" | "issued" | "statement";
  id: string;
  variant: string;
  status: string;
  name: string | null;
  reference: string | null;
  extra: string | null;
  at: number;
}

type Message = (inputs?: Record<string, never>, options?: MessageOptions) => string;

const STATUS_WORDS: Readonly<Record<string, Message>> = {
  processing: m.dashboard_status_processing,
  needs_ocr: m.dashboard_status_needs_ocr,
  extracted: m.dashboard_status_extracted,
  reviewed: m.dashboard_status_reviewed,
  failed: m.dashboard_status_failed,
  waiting_for_quota: m.dashboard_status_waiting_for_quota,
  issued: m.dashboard_status_issued,
  sent: m.dashboard_status_sent,
  paid: m.dashboard_status_paid,
};

/** A received invoice's words by how it came in. */
const RECEIVED_WORDS: Readonly<Record<"upload" | "email" | "peppol", { title: Message; detail: Message }>> = {
  upload: { title: m.dashboard_activity_uploaded_invoice, detail: m.dashboard_activity_uploaded },
  email: { title: m.dashboard_activity_emailed_invoice, detail: m.dashboard_activity_emailed },
  peppol: { title: m.dashboard_activity_peppol_invoice, detail: m.dashboard_activity_received_peppol },
};

function toActivity(row: ActivityRow, language: Language): Activity {
  const text = { locale: language };
  const status = STATUS_WORDS[row.status]?.(undefined, text) ?? row.status;
  if (row.type === "statement")
    return {
      kind: "statement",
      id: row.id,
      title: row.name ?? m.dashboard_activity_bank_statement(undefined, text),
      detail: `${m.dashboard_activity_statement_saved(undefined, text)}${row.reference ? ` · ${row.reference}` : ""}`,
      at: Number(row.at),
      href: "/dashboard/bank-statements",
    };
  if (row.type === "issued")
    return {
      kind: "issued",
      id: row.id,
      title:
        `${row.variant === "credit_note" ? m.dashboard_activity_credit_note(undefined, text) : m.dashboard_activity_invoice(undefined, text)} ${row.reference ?? ""}`.trim(),
      detail: `${row.name ? `${row.name} · ` : ""}${status}`,
      at: Number(row.at),
      href: "/dashboard/generator",
    };
  const kind = row.variant === "email" || row.variant === "peppol" ? row.variant : "upload";
  const words = RECEIVED_WORDS[kind];
  return {
    kind,
    id: row.id,
    title: row.name ?? row.extra ?? words.title(undefined, text),
    detail: `${words.detail(undefined, text)}${row.reference ? ` · ${row.reference}` : ""} · ${status}`,
    at: Number(row.at),
    href: "/dashboard/processor",
  };
}

/**
 * The last ten things across received invoices (uploaded, e-mailed or from Peppol), issued invoices and saved
 * statements. Each branch takes its own newest ten from its (user_id, …) index before the merge.
 */
export async function findRecentActivity(
  db: Database,
  userId: string,
  language: Language = "en",
): Promise<Activity[]> {
  const branches: SQL[] = [
    sql`select * from (
      select 'invoice' as type, invoice.id as id, invoice.source as variant, invoice.status as status,
        coalesce(invoice.supplier_name, invoice.email_subject) as name, invoice.invoice_number as reference,
        document.file_name as extra, invoice.created_at as at
      from invoices as invoice
      left join documents as document on document.id = invoice.document_id and document.user_id = ${userId}
      where invoice.user_id = ${userId}
      order by invoice.created_at desc limit ${LIMIT})`,
    sql`select * from (
      select 'issued', id, kind, status, nullif(customer_name, ''), number, null, updated_at
      from issued_invoices
      where user_id = ${userId} and status <> 'draft'
      order by updated_at desc limit ${LIMIT})`,
    sql`select * from (
      select 'statement', id, format, 'saved', file_name, account_iban, null, created_at
      from bank_statements
      where user_id = ${userId}
      order by created_at desc limit ${LIMIT})`,
  ];
  const rows = await db.all<ActivityRow>(
    sql`${sql.join(branches, sql` union all `)} order by at desc limit ${LIMIT}`,
  );
  return rows.map((row) => toActivity(row, language));
}
