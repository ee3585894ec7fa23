import { sql } from "drizzle-orm";
import type { MatchInvoice } from "../../core/reconcile/match-types";
import { openCentsOf } from "../../core/reconcile/payment-status";
import type { Database } from "../db/client";

/** Payments and write-offs assigned to an issued invoice (live decisions only: undo deletes allocations). */
export const ISSUED_SETTLED_SQL = sql.raw(
  "(select coalesce(sum(pa.amount_cents + pa.write_off_cents), 0) from payment_allocations pa where pa.issued_invoice_id = issued_invoices.id)",
);
export const RECEIVED_SETTLED_SQL = sql.raw(
  "(select coalesce(sum(pa.amount_cents + pa.write_off_cents), 0) from payment_allocations pa where pa.received_invoice_id = invoices.id)",
);
/** A received credit note is stored with the amount as printed; the matcher wants it negative. */
export const RECEIVED_SIGNED_TOTAL_SQL = sql.raw(
  "(case when json_extract(invoices.fields, '$.documentType.value') = 'credit-note' and invoices.total_cents > 0 then -invoices.total_cents else invoices.total_cents end)",
);

interface IssuedPoolRow {
  id: string;
  number: string | null;
  customer_name: string;
  issue_date: string;
  due_date: string;
  currency: string;
  total: number;
  status: string;
  payment_reference: string;
  corrects_invoice_id: string | null;
  settled: number;
}

interface ReceivedPoolRow {
  id: string;
  number: string | null;
  supplier_name: string | null;
  invoice_date: string | null;
  due_date: string | null;
  currency: string | null;
  total: number;
  reference: string | null;
  iban: string | null;
  settled: number;
}

/** Accounts that paid a customer's invoices before: a later payment from them points at that customer. */
async function loadCustomerAccounts(db: Database, userId: string): Promise<Map<string, string[]>> {
  const rows = await db.all<{ name: string; iban: string }>(sql`
    select distinct i.customer_name as name, t.counterparty_iban as iban
    from payment_allocations pa
    join issued_invoices i on i.id = pa.issued_invoice_id
    join bank_transactions t on t.id = pa.transaction_id
    where pa.user_id = ${userId} and t.counterparty_iban <> '' and i.customer_name <> ''`);
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.iban]);
  return byName;
}

/**
 * Every issued (not draft) and received invoice with what is still open. Paid ones stay in the
 * pool at 0 open so a storno can take a payment back.
 */
export async function loadInvoicePool(db: Database, userId: string): Promise<MatchInvoice[]> {
  const [issued, received, accounts] = await Promise.all([
    db.all<IssuedPoolRow>(sql`
      select id, number, customer_name, issue_date, due_date, currency, total_incl_cents as total, status,
        payment_reference, corrects_invoice_id, ${ISSUED_SETTLED_SQL} as settled
      from issued_invoices where user_id = ${userId} and status <> 'draft'`),
    db.all<ReceivedPoolRow>(sql`
      select id, invoice_number as number, supplier_name, invoice_date, due_date, currency,
        ${RECEIVED_SIGNED_TOTAL_SQL} as total,
        json_extract(fields, '$.paymentReference.value') as reference,
        json_extract(fields, '$.supplierIban.value') as iban, ${RECEIVED_SETTLED_SQL} as settled
      from invoices where user_id = ${userId} and status in ('extracted', 'reviewed') and total_cents is not null`),
    loadCustomerAccounts(db, userId),
  ]);
  const pool: MatchInvoice[] = issued.map((row) => ({
    id: row.id,
    side: "issued",
    number: row.number ?? "",
    partyName: row.customer_name,
    partyIbans: accounts.get(row.customer_name) ?? [],
    issueDate: row.issue_date,
    dueDate: row.due_date,
    currency: row.currency,
    totalCents: Number(row.total),
    openCents: openCentsOf({
      totalCents: Number(row.total),
      settledCents: Number(row.settled),
      dueDate: row.due_date,
      markedPaid: row.status === "paid",
    }),
    paymentReference: row.payment_reference,
    ...(row.corrects_invoice_id ? { correctsInvoiceId: row.corrects_invoice_id } : {}),
  }));
  for (const row of received) {
    const total = Number(row.total);
    pool.push({
      id: row.id,
      side: "received",
      number: row.number ?? "",
      partyName: row.supplier_name ?? "",
      partyIbans: typeof row.iban === "string" && row.iban ? [row.iban] : [],
      issueDate: row.invoice_date ?? "",
      dueDate: row.due_date ?? "",
      currency: row.currency ?? "EUR",
      totalCents: total,
      openCents: openCentsOf({
        totalCents: total,
        settledCents: Number(row.settled),
        dueDate: "",
        markedPaid: false,
      }),
      paymentReference: typeof row.reference === "string" ? row.reference : "",
    });
  }
  return pool;
}
