import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { executeLocalD1 } from "./local-d1";

export interface SeededIssued {
  readonly number: string;
  readonly customer: string;
  readonly totalCents: number;
}

/**
 * Issued invoices for one user in the e2e server's local D1 (wrangler d1 execute --local), as the
 * generator would have stored them; 21 % VAT folded into the total for simplicity.
 */
export function seedIssuedInvoices(userId: string, invoices: readonly SeededIssued[]): void {
  const now = Date.now();
  const tag = `${userId.slice(0, 8)}${now.toString(36)}`;
  const quote = (value: string): string => `'${value.replaceAll("'", "''")}'`;
  const sql = invoices.map((invoice, index) => {
    const excl = Math.round(invoice.totalCents / 1.21);
    return `insert into issued_invoices (id, user_id, kind, status, number, sequence, customer_name, customer_vat_id,
      issue_date, due_date, currency, total_excl_cents, vat_cents, total_incl_cents, document, created_at, updated_at)
      values (${quote(`${tag}i${index}`)}, ${quote(userId)}, 'invoice', 'sent', ${quote(invoice.number)}, ${index + 1},
      ${quote(invoice.customer)}, '', '2024-01-15', '2099-12-31', 'EUR', ${excl}, ${invoice.totalCents - excl},
      ${invoice.totalCents}, '{}', ${now + index}, ${now + index});`;
  });
  const directory = mkdtempSync(join(tmpdir(), "reconcile-seed-"));
  const file = join(directory, "seed.sql");
  writeFileSync(file, sql.join("\n"));
  try {
    executeLocalD1({ file });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
