import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { documents, invoices } from "../db/schema";

export interface DuplicateWarning {
  readonly invoiceId: string;
  readonly reason: "same-file" | "same-number";
  readonly fileName: string | null;
}

export interface DuplicateProbe {
  readonly userId: string;
  readonly invoiceId: string;
  readonly sha256: string | null;
  readonly supplierName: string | null;
  readonly supplierVatId: string | null;
  readonly invoiceNumber: string | null;
}

/**
 * Earlier invoices of the same user that look like this one: the same file (SHA-256) or the same
 * supplier (VAT id or name, case-insensitive) with the same invoice number (docs/decisions/082).
 */
export async function findDuplicates(db: Database, probe: DuplicateProbe): Promise<DuplicateWarning[]> {
  const found = new Map<string, DuplicateWarning>();
  if (probe.sha256) {
    const sameFile = await db
      .select({ id: invoices.id, fileName: documents.fileName })
      .from(invoices)
      .innerJoin(documents, eq(documents.id, invoices.documentId))
      .where(
        and(
          eq(documents.userId, probe.userId),
          eq(invoices.userId, probe.userId),
          eq(documents.sha256, probe.sha256),
          ne(invoices.id, probe.invoiceId),
        ),
      )
      .limit(20);
    for (const row of sameFile)
      found.set(row.id, { invoiceId: row.id, reason: "same-file", fileName: row.fileName });
  }
  const supplier = [
    probe.supplierVatId ? eq(invoices.supplierVatId, probe.supplierVatId) : undefined,
    probe.supplierName
      ? sql`lower(${invoices.supplierName}) = ${probe.supplierName.trim().toLowerCase()}`
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (probe.invoiceNumber && supplier.length > 0) {
    const sameNumber = await db
      .select({ id: invoices.id, fileName: documents.fileName })
      .from(invoices)
      .leftJoin(documents, eq(documents.id, invoices.documentId))
      .where(
        and(
          eq(invoices.userId, probe.userId),
          ne(invoices.id, probe.invoiceId),
          sql`lower(${invoices.invoiceNumber}) = ${probe.invoiceNumber.trim().toLowerCase()}`,
          or(...supplier),
        ),
      )
      .limit(20);
    for (const row of sameNumber)
      if (!found.has(row.id))
        found.set(row.id, { invoiceId: row.id, reason: "same-number", fileName: row.fileName });
  }
  return [...found.values()];
}
