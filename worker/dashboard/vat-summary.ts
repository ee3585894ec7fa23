import { sql } from "drizzle-orm";
import type { OutputVatRow, VatCategory, VatSummary } from "../../core/dashboard/overview-types";
import type { DateRange } from "../../core/dashboard/periods";
import type { Database } from "../db/client";

/**
 * The lines a Dutch return asks about, always listed (zero when empty): 21 %, 9 %, 0 %, reverse
 * charge (AE, rubriek 2a/1e), intra-EU supplies (K, 3b), exports (G, 3a), exempt (E).
 */
const STANDARD_ROWS: readonly { category: VatCategory; rateBasisPoints: number }[] = [
  { category: "S", rateBasisPoints: 2100 },
  { category: "S", rateBasisPoints: 900 },
  { category: "Z", rateBasisPoints: 0 },
  { category: "AE", rateBasisPoints: 0 },
  { category: "K", rateBasisPoints: 0 },
  { category: "G", rateBasisPoints: 0 },
  { category: "E", rateBasisPoints: 0 },
];

interface OutputRow {
  category: VatCategory;
  rate: number;
  invoices: number;
  taxable: number;
  vat: number;
}

function mergeStandardRows(rows: readonly OutputRow[]): OutputVatRow[] {
  const found = new Map(rows.map((row) => [`${row.category}:${row.rate}`, row]));
  const merged: OutputVatRow[] = STANDARD_ROWS.map(({ category, rateBasisPoints }) => {
    const row = found.get(`${category}:${rateBasisPoints}`);
    found.delete(`${category}:${rateBasisPoints}`);
    return {
      category,
      rateBasisPoints,
      invoiceCount: Number(row?.invoices ?? 0),
      taxableCents: Number(row?.taxable ?? 0),
      vatCents: Number(row?.vat ?? 0),
    };
  });
  for (const row of found.values())
    merged.push({
      category: row.category,
      rateBasisPoints: Number(row.rate),
      invoiceCount: Number(row.invoices),
      taxableCents: Number(row.taxable),
      vatCents: Number(row.vat),
    });
  return merged;
}

/**
 * Output VAT from issued invoices (credit notes stored negative, so they net out) per category and
 * rate, input VAT from reviewed received invoices, both by invoice date within the quarter, EUR only.
 */
export async function summariseVat(
  db: Database,
  userId: string,
  quarter: string,
  range: DateRange,
): Promise<VatSummary> {
  const [output, input] = await Promise.all([
    db.all<OutputRow>(sql`
      select vat.category as category, vat.rate_basis_points as rate,
        count(distinct vat.invoice_id) as invoices,
        sum(vat.taxable_cents) as taxable, sum(vat.vat_cents) as vat
      from issued_invoices as invoice
      join issued_invoice_vat as vat on vat.invoice_id = invoice.id and vat.user_id = ${userId}
      where invoice.user_id = ${userId}
        and invoice.issue_date between ${range.from} and ${range.to}
        and invoice.status <> 'draft' and invoice.currency = 'EUR'
      group by vat.category, vat.rate_basis_points
      order by vat.category, vat.rate_basis_points desc`),
    db.all<{ count: number; total: number | null; vat: number | null }>(sql`
      select count(*) as count, sum(total_cents) as total, sum(vat_cents) as vat
      from invoices
      where user_id = ${userId} and status = 'reviewed'
        and invoice_date between ${range.from} and ${range.to}
        and coalesce(currency, 'EUR') = 'EUR'`),
  ]);
  const rows = mergeStandardRows(output);
  const outputVatCents = rows.reduce((sum, row) => sum + row.vatCents, 0);
  const inputVatCents = Number(input[0]?.vat ?? 0);
  return {
    quarter,
    from: range.from,
    to: range.to,
    output: rows,
    outputVatCents,
    input: {
      invoiceCount: Number(input[0]?.count ?? 0),
      totalInclCents: Number(input[0]?.total ?? 0),
      vatCents: inputVatCents,
    },
    balanceCents: outputVatCents - inputVatCents,
  };
}
