import { and, eq } from "drizzle-orm";
import {
  type FieldHint,
  isLearnableField,
  type LearnableField,
  learnFieldHint,
  supplierKeyOf,
} from "../../core/invoice/extraction/learned-fields";
import { type OcrPage, ocrPagesToDocument } from "../../core/invoice/extraction/ocr-words";
import { readPdf } from "../../core/invoice/extraction/pdf/read-pdf";
import type { DocumentWords, InvoiceExtraction } from "../../core/invoice/extraction/types";
import { generateSecret } from "../auth/secrets";
import type { Database } from "../db/client";
import { supplierFieldHints } from "../db/schema";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { ocrWordsKey } from "./r2-keys";

export async function listFieldHints(db: Database, userId: string): Promise<FieldHint[]> {
  const rows = await db.select().from(supplierFieldHints).where(eq(supplierFieldHints.userId, userId));
  return rows.flatMap((row) =>
    isLearnableField(row.field)
      ? [
          {
            supplierKey: row.supplierKey,
            field: row.field,
            labelText: row.labelText,
            dx: row.dx,
            dy: row.dy,
            page: row.page,
            xFraction: row.xFraction,
            yFraction: row.yFraction,
          },
        ]
      : [],
  );
}

/** The stored invoice's words: the PDF's text layer again, or the OCR words the browser posted. */
async function wordsOf(storage: InvoiceStorage, owned: OwnedInvoice): Promise<DocumentWords | null> {
  const { document, invoice } = owned;
  if (!document) return null;
  const ocr = await storage.files.get(ocrWordsKey(invoice.userId, document.id));
  if (ocr) return ocrPagesToDocument((await ocr.json()) as OcrPage[]);
  if (document.contentType !== "application/pdf") return null;
  const original = await storage.files.get(document.r2Key);
  if (!original) return null;
  const read = await readPdf(new Uint8Array(await original.arrayBuffer()));
  return read.ok ? read.value.document : null;
}

/**
 * After the user corrected fields of an invoice from an identified supplier, remembers where each
 * corrected value is printed, for this user and supplier. A value not found on the page teaches nothing.
 */
export async function learnFromCorrections(
  storage: InvoiceStorage,
  owned: OwnedInvoice,
  corrected: InvoiceExtraction,
  changed: readonly string[],
  now = Date.now(),
): Promise<number> {
  if (corrected.method === "e-invoice") return 0;
  const supplierKey = supplierKeyOf(corrected);
  const fields = changed.filter(isLearnableField) as LearnableField[];
  if (!supplierKey || fields.length === 0) return 0;
  const document = await wordsOf(storage, owned);
  if (!document) return 0;
  let learned = 0;
  for (const field of fields) {
    const value = corrected.fields[field]?.value;
    if (value === undefined || value === null) continue;
    const hint = learnFieldHint(
      document,
      corrected.numberFormat,
      supplierKey,
      field,
      value as string | number,
    );
    if (!hint) continue;
    const values = {
      labelText: hint.labelText,
      dx: hint.dx,
      dy: hint.dy,
      page: hint.page,
      xFraction: hint.xFraction,
      yFraction: hint.yFraction,
      supplierName: corrected.fields.supplierName?.value ?? null,
      updatedAt: now,
    };
    await storage.db
      .insert(supplierFieldHints)
      .values({
        id: generateSecret(16),
        userId: owned.invoice.userId,
        supplierKey,
        field,
        createdAt: now,
        ...values,
      })
      .onConflictDoUpdate({
        target: [supplierFieldHints.userId, supplierFieldHints.supplierKey, supplierFieldHints.field],
        set: values,
      });
    learned++;
  }
  return learned;
}

export interface SupplierProfile {
  readonly supplierKey: string;
  readonly supplierName: string | null;
  readonly fields: string[];
  readonly updatedAt: number;
}

/** The user's learned suppliers for the settings page: one entry per supplier. */
export async function listSupplierProfiles(db: Database, userId: string): Promise<SupplierProfile[]> {
  const rows = await db.select().from(supplierFieldHints).where(eq(supplierFieldHints.userId, userId));
  const bySupplier = new Map<string, SupplierProfile>();
  for (const row of rows) {
    const current = bySupplier.get(row.supplierKey);
    bySupplier.set(row.supplierKey, {
      supplierKey: row.supplierKey,
      supplierName: current?.supplierName ?? row.supplierName,
      fields: [...(current?.fields ?? []), row.field].sort(),
      updatedAt: Math.max(current?.updatedAt ?? 0, row.updatedAt),
    });
  }
  return [...bySupplier.values()].sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function deleteSupplierProfile(
  db: Database,
  userId: string,
  supplierKey: string,
): Promise<number> {
  const deleted = await db
    .delete(supplierFieldHints)
    .where(and(eq(supplierFieldHints.userId, userId), eq(supplierFieldHints.supplierKey, supplierKey)))
    .returning({ id: supplierFieldHints.id });
  return deleted.length;
}
