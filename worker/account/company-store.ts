import { eq, sql } from "drizzle-orm";
import type { CompanyDetails, CompanyDetailsRecord } from "../../core/company/company-details";
import { generateSecret } from "../auth/secrets";
import type { Database } from "../db/client";
import { userCompanyDetails } from "../db/schema";

export type CompanyRow = typeof userCompanyDetails.$inferSelect;

/** The API view of a row: the details, when they were saved, and whether a logo exists. */
export function toCompanyRecord(row: CompanyRow): CompanyDetailsRecord {
  return {
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country as CompanyDetails["country"],
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    iban: row.iban,
    bic: row.bic,
    email: row.email,
    phone: row.phone,
    website: row.website,
    invoicePrefix: row.invoicePrefix,
    nextInvoiceNumber: row.nextInvoiceNumber,
    paymentTermsDays: row.paymentTermsDays,
    defaultVatRate: row.defaultVatRate as CompanyDetails["defaultVatRate"],
    invoiceLanguage: row.invoiceLanguage,
    updatedAt: row.updatedAt,
    logo:
      row.logoKey && row.logoContentType
        ? { contentType: row.logoContentType, version: row.logoKey.slice(row.logoKey.lastIndexOf("/") + 1) }
        : null,
  };
}

/** The user's row, or null when nothing was saved yet (SPEC §8: PGRST116 means "no row"). */
export async function findCompanyDetails(db: Database, userId: string): Promise<CompanyRow | null> {
  return (
    (await db.select().from(userCompanyDetails).where(eq(userCompanyDetails.userId, userId)).get()) ?? null
  );
}

/**
 * The saved next invoice number, never below one past the highest number already issued in the same
 * series (prefix): a form opened before another tab issued invoices would otherwise set the counter
 * back, and every later issue would fail on a taken number (ADR 055). A new prefix starts freely.
 */
const NEXT_NUMBER_NOT_BEHIND_ISSUED = sql`max(excluded.next_invoice_number, coalesce((
  SELECT max(sequence) + 1 FROM issued_invoices
  WHERE user_id = excluded.user_id AND number = coalesce(excluded.invoice_prefix, '') || sequence
), 1))`;

/**
 * Creates or replaces the user's details in one statement (`INSERT … ON CONFLICT (user_id) DO
 * UPDATE … RETURNING`): two concurrent saves each write a whole row, the later one wins, and no
 * mixture or second row can appear. The logo columns are left alone.
 */
export async function saveCompanyDetails(
  db: Database,
  userId: string,
  details: CompanyDetails,
  now: number,
): Promise<CompanyRow> {
  const row = await db
    .insert(userCompanyDetails)
    .values({ id: generateSecret(16), userId, ...details, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userCompanyDetails.userId,
      set: { ...details, nextInvoiceNumber: NEXT_NUMBER_NOT_BEHIND_ISSUED, updatedAt: now },
    })
    .returning()
    .get();
  return row;
}

/** Points the row at a new logo; null when the user has no row (then the caller drops the object). */
export async function setCompanyLogo(
  db: Database,
  userId: string,
  logo: { key: string; contentType: "image/png" | "image/jpeg" } | null,
  now: number,
): Promise<CompanyRow | null> {
  const row = await db
    .update(userCompanyDetails)
    .set({ logoKey: logo?.key ?? null, logoContentType: logo?.contentType ?? null, updatedAt: now })
    .where(eq(userCompanyDetails.userId, userId))
    .returning()
    .get();
  return row ?? null;
}
