import { env } from "cloudflare:workers";

/** Real D1 inserts for the dashboard tests, with every NOT NULL column of the real schema. */
let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(6, "0")}`;
}

export interface ReceivedSeed {
  status: "processing" | "needs_ocr" | "extracted" | "reviewed" | "failed";
  source?: "upload" | "email";
  date?: string | null;
  dueDate?: string | null;
  totalCents?: number | null;
  vatCents?: number | null;
  currency?: string | null;
  supplier?: string | null;
  number?: string | null;
  /** Confidence given to every extracted field. */
  confidence?: number;
  createdAt: number;
}

export async function insertReceived(userId: string, seed: ReceivedSeed): Promise<string> {
  const id = nextId("r");
  const fields =
    seed.status === "extracted" || seed.status === "reviewed"
      ? JSON.stringify({
          version: 1,
          pages: [],
          edited: [],
          extraction: {
            fields: {
              supplierName: {
                value: seed.supplier ?? "Supplier",
                confidence: seed.confidence ?? 0.95,
                source: null,
              },
              totalCents: { value: seed.totalCents ?? 0, confidence: seed.confidence ?? 0.95, source: null },
            },
          },
        })
      : null;
  await env.DB.prepare(
    `insert into invoices (id, user_id, status, source, fields, supplier_name, supplier_vat_id, invoice_number,
       invoice_date, due_date, currency, total_cents, vat_cents, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      userId,
      seed.status,
      seed.source ?? "upload",
      fields,
      seed.supplier ?? null,
      null,
      seed.number ?? null,
      seed.date ?? null,
      seed.dueDate ?? null,
      seed.currency === undefined ? "EUR" : seed.currency,
      seed.totalCents ?? null,
      seed.vatCents ?? null,
      seed.createdAt,
      seed.createdAt,
    )
    .run();
  return id;
}

export interface VatSeed {
  category: "S" | "Z" | "E" | "AE" | "K" | "G" | "O";
  rate: number;
  taxable: number;
  vat: number;
}

export interface IssuedSeed {
  kind?: "invoice" | "credit_note";
  status: "draft" | "issued" | "sent" | "paid";
  number: string | null;
  date: string;
  dueDate?: string;
  customer?: string;
  customerVatId?: string;
  currency?: string;
  vat: readonly VatSeed[];
  createdAt: number;
}

export async function insertIssued(userId: string, seed: IssuedSeed): Promise<string> {
  const id = nextId("i");
  const excl = seed.vat.reduce((sum, row) => sum + row.taxable, 0);
  const vat = seed.vat.reduce((sum, row) => sum + row.vat, 0);
  const sequence = seed.number ? Number(seed.number.replace(/\D/g, "")) : null;
  await env.DB.prepare(
    `insert into issued_invoices (id, user_id, kind, status, number, sequence, customer_name, customer_vat_id,
       issue_date, due_date, currency, total_excl_cents, vat_cents, total_incl_cents, document, created_at,
       updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?)`,
  )
    .bind(
      id,
      userId,
      seed.kind ?? "invoice",
      seed.status,
      seed.number,
      sequence,
      seed.customer ?? "Klant B.V.",
      seed.customerVatId ?? "",
      seed.date,
      seed.dueDate ?? "",
      seed.currency ?? "EUR",
      excl,
      vat,
      excl + vat,
      seed.createdAt,
      seed.createdAt,
    )
    .run();
  for (const row of seed.vat)
    await env.DB.prepare(
      `insert into issued_invoice_vat (id, invoice_id, user_id, category, rate_basis_points, taxable_cents, vat_cents)
       values (?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(nextId("v"), id, userId, row.category, row.rate, row.taxable, row.vat)
      .run();
  return id;
}

export interface StatementSeed {
  account: string;
  closingDate: string;
  closingCents: number;
  fileName: string;
  createdAt: number;
  transactions: readonly { date: string; cents: number; currency?: string; status?: string }[];
}

function decimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

export async function insertStatement(userId: string, seed: StatementSeed): Promise<string> {
  const id = nextId("s");
  const documentId = nextId("d");
  const moneyIn = seed.transactions.filter((t) => t.cents > 0).reduce((sum, t) => sum + t.cents, 0);
  const moneyOut = seed.transactions.filter((t) => t.cents < 0).reduce((sum, t) => sum - t.cents, 0);
  const opening = seed.closingCents - moneyIn + moneyOut;
  const dates = seed.transactions.map((t) => t.date).sort();
  await env.DB.prepare(
    `insert into documents (id, user_id, kind, r2_key, file_name, content_type, size, sha256, created_at)
     values (?, ?, 'bank_statement', ?, ?, 'text/plain', 1, ?, ?)`,
  )
    .bind(
      documentId,
      userId,
      `users/${userId}/bank_statement/${documentId}`,
      seed.fileName,
      documentId,
      seed.createdAt,
    )
    .run();
  await env.DB.prepare(
    `insert into bank_statements (id, user_id, document_id, file_name, format, file_position, statement_ref,
       account_iban, currency, statement_number, statement_sequence, opening_date, opening_balance,
       opening_balance_cents, closing_date, closing_balance, closing_balance_cents, first_booking_date,
       last_booking_date, money_in_cents, money_out_cents, transaction_count, reconciled, difference, location,
       created_at)
     values (?, ?, ?, ?, 'mt940', 0, ?, ?, 'EUR', '1', '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, '0.00', 'line 1', ?)`,
  )
    .bind(
      id,
      userId,
      documentId,
      seed.fileName,
      `REF-${id}`,
      seed.account,
      seed.closingDate,
      decimal(opening),
      opening,
      seed.closingDate,
      decimal(seed.closingCents),
      seed.closingCents,
      dates[0] ?? "",
      dates[dates.length - 1] ?? "",
      moneyIn,
      moneyOut,
      seed.transactions.length,
      seed.createdAt,
    )
    .run();
  let position = 0;
  for (const transaction of seed.transactions) {
    position += 1;
    await env.DB.prepare(
      `insert into bank_transactions (id, user_id, statement_id, position, booking_date, value_date, amount,
         amount_cents, currency, counterparty_name, counterparty_iban, counterparty_bic, ultimate_party,
         description, end_to_end_id, mandate_id, creditor_id, creditor_reference, customer_reference,
         bank_reference, batch_reference, bank_code, transaction_type, charges, reversal, status)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', '', '', 'seeded', '', '', '', '', '', '', '', '', '', '', 0, ?)`,
    )
      .bind(
        nextId("t"),
        userId,
        id,
        position,
        transaction.date,
        transaction.date,
        decimal(transaction.cents),
        transaction.cents,
        transaction.currency ?? "EUR",
        transaction.status ?? "",
      )
      .run();
  }
  return id;
}

/** A message the inbound e-mail handler refused for this user, received at `receivedAt` (ms). */
export async function insertRefusal(userId: string, receivedAt: number): Promise<void> {
  await env.DB.prepare(
    "insert into inbound_refusals (id, user_id, reason, message, sender, subject, received_at) values (?, ?, 'no_usable_attachment', 'No invoice attached.', 'a@example.com', 'Hello', ?)",
  )
    .bind(nextId("refusal"), userId, receivedAt)
    .run();
}
