import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lastTwelveMonths, monthRange, todayInAmsterdam } from "../../../core/dashboard/periods";
import { executeLocalD1 } from "./local-d1";

/**
 * Seeds a user's invoices and statements into the e2e server's local D1 with `wrangler d1 execute
 * --local` (the same database `npm run db:migrate:local` migrates). Figures the spec then expects:
 * issued this month €1,807.00 incl. (21 %, 9 %, reverse charge, a credit note), VAT to pay €175.50.
 */
function quote(value: string | number | null): string {
  if (value === null) return "null";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

function insert(table: string, row: Record<string, string | number | null>): string {
  const columns = Object.keys(row);
  return `insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => quote(row[c] ?? null)).join(", ")});`;
}

export interface SeededDates {
  readonly month: string;
  readonly day: string;
}

export function seedDashboardUser(userId: string): SeededDates {
  const today = todayInAmsterdam();
  const day = monthRange(today).from;
  const months = lastTwelveMonths(today);
  const previous = months[10] ?? "";
  const current = months[11] ?? "";
  const now = Date.now();
  const tag = `${userId.slice(0, 8)}${now.toString(36)}`;
  const sql: string[] = [];

  const received = [
    { total: 12_100, vat: 2_100, supplier: "Bakkerij Jansen", status: "reviewed" },
    { total: 6_050, vat: 1_050, supplier: "Kantoor & Co", status: "reviewed" },
    { total: 3_000, vat: 0, supplier: "Onzeker B.V.", status: "extracted" },
  ];
  received.forEach((r, i) => {
    const confidence = r.status === "extracted" ? 0.4 : 0.95;
    sql.push(
      insert("invoices", {
        id: `${tag}r${i}`,
        user_id: userId,
        status: r.status,
        source: i === 1 ? "email" : "upload",
        fields: JSON.stringify({
          version: 1,
          pages: [],
          edited: [],
          extraction: { fields: { supplierName: { value: r.supplier, confidence, source: null } } },
        }),
        supplier_name: r.supplier,
        invoice_number: `IN-${i + 1}`,
        invoice_date: day,
        due_date: "2099-12-31",
        currency: "EUR",
        total_cents: r.total,
        vat_cents: r.vat,
        created_at: now - 10_000 + i,
        updated_at: now - 10_000 + i,
      }),
    );
  });

  const issued = [
    { kind: "invoice", vat: [["S", 2100, 100_000, 21_000]], status: "sent" },
    { kind: "invoice", vat: [["S", 900, 20_000, 1_800]], status: "paid" },
    { kind: "invoice", vat: [["AE", 0, 50_000, 0]], status: "issued" },
    { kind: "credit_note", vat: [["S", 2100, -10_000, -2_100]], status: "issued" },
  ] as const;
  issued.forEach((inv, i) => {
    const excl = inv.vat.reduce((s, v) => s + v[2], 0);
    const vat = inv.vat.reduce((s, v) => s + v[3], 0);
    sql.push(
      insert("issued_invoices", {
        id: `${tag}i${i}`,
        user_id: userId,
        kind: inv.kind,
        status: inv.status,
        number: `${tag}-${i + 1}`,
        sequence: i + 1,
        customer_name: "Café De Hoek",
        customer_vat_id: "",
        issue_date: day,
        due_date: "2099-12-31",
        currency: "EUR",
        total_excl_cents: excl,
        vat_cents: vat,
        total_incl_cents: excl + vat,
        document: "{}",
        created_at: now - 5_000 + i,
        updated_at: now - 5_000 + i,
      }),
    );
    inv.vat.forEach((v, j) => {
      sql.push(
        insert("issued_invoice_vat", {
          id: `${tag}v${i}${j}`,
          invoice_id: `${tag}i${i}`,
          user_id: userId,
          category: v[0],
          rate_basis_points: v[1],
          taxable_cents: v[2],
          vat_cents: v[3],
        }),
      );
    });
  });

  const statements = [
    {
      account: "NL91ABNA0417164300",
      date: `${previous}-28`,
      closing: 150_000,
      tx: [[`${previous}-10`, 80_000]],
    },
    {
      account: "NL91ABNA0417164300",
      date: `${current}-01`,
      closing: 175_050,
      tx: [
        [`${current}-01`, 30_000],
        [`${current}-01`, -4_950],
      ],
    },
    { account: "NL02RABO0123456789", date: `${current}-01`, closing: 42_000, tx: [] },
  ] as const;
  statements.forEach((s, i) => {
    const documentId = `${tag}d${i}`;
    sql.push(
      insert("documents", {
        id: documentId,
        user_id: userId,
        kind: "bank_statement",
        r2_key: `users/${userId}/bank_statement/${documentId}`,
        file_name: `statement-${i + 1}.sta`,
        content_type: "text/plain",
        size: 1,
        sha256: documentId,
        created_at: now - 1_000 + i,
      }),
    );
    const inCents = s.tx.filter((t) => t[1] > 0).reduce((sum, t) => sum + t[1], 0);
    const outCents = s.tx.filter((t) => t[1] < 0).reduce((sum, t) => sum - t[1], 0);
    sql.push(
      insert("bank_statements", {
        id: `${tag}s${i}`,
        user_id: userId,
        document_id: documentId,
        file_name: `statement-${i + 1}.sta`,
        format: "mt940",
        file_position: 0,
        statement_ref: `REF${i}`,
        account_iban: s.account,
        currency: "EUR",
        statement_number: String(i + 1),
        statement_sequence: "",
        opening_date: s.date,
        opening_balance: "0.00",
        opening_balance_cents: 0,
        closing_date: s.date,
        closing_balance: (s.closing / 100).toFixed(2),
        closing_balance_cents: s.closing,
        first_booking_date: s.tx[0]?.[0] ?? "",
        last_booking_date: s.tx[s.tx.length - 1]?.[0] ?? "",
        money_in_cents: inCents,
        money_out_cents: outCents,
        transaction_count: s.tx.length,
        reconciled: 1,
        difference: "0.00",
        location: "line 1",
        created_at: now - 1_000 + i,
      }),
    );
    s.tx.forEach((t, j) => {
      sql.push(
        insert("bank_transactions", {
          id: `${tag}t${i}${j}`,
          user_id: userId,
          statement_id: `${tag}s${i}`,
          position: j + 1,
          booking_date: t[0],
          value_date: t[0],
          amount: (t[1] / 100).toFixed(2),
          amount_cents: t[1],
          currency: "EUR",
          counterparty_name: "",
          counterparty_iban: "",
          counterparty_bic: "",
          ultimate_party: "",
          description: "seeded",
          end_to_end_id: "",
          mandate_id: "",
          creditor_id: "",
          creditor_reference: "",
          customer_reference: "",
          bank_reference: "",
          batch_reference: "",
          bank_code: "",
          transaction_type: "",
          charges: "",
          reversal: 0,
          status: "",
        }),
      );
    });
  });

  const directory = mkdtempSync(join(tmpdir(), "dashboard-seed-"));
  const file = join(directory, "seed.sql");
  writeFileSync(file, sql.join("\n"));
  try {
    executeLocalD1({ file });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return { month: today.slice(0, 7), day };
}
