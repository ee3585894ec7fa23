import { encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { renderFacturXPdf } from "../../core/invoice/facturx/render-facturx-pdf";
import { assessIssueReadiness } from "../../core/invoice/issue-readiness";
import type { Invoice } from "../../core/invoice/model";
import { detectLogo } from "../../core/invoice/pdf/logo";
import type { PdfLogo } from "../../core/invoice/pdf/render-invoice-pdf";
import { buildInvoiceFileName, writeUbl } from "../../core/invoice/ubl/write-ubl";
import { findCompanyDetails } from "../account/company-store";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { documents, issuedInvoices } from "../db/schema";
import { loadPdfFonts } from "./pdf-fonts";
import { issuedFileKey } from "./r2-keys";
import { type IssuedInvoiceRow, readDocument } from "./records";

export interface IssuedStorage {
  readonly db: Database;
  readonly files: R2Bucket;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/** The user's logo for the PDF, if there is one pdf-lib can embed (checked by its bytes). */
async function loadLogo(storage: IssuedStorage, userId: string): Promise<PdfLogo | null> {
  const company = await findCompanyDetails(storage.db, userId);
  if (!company?.logoKey) return null;
  const object = await storage.files.get(company.logoKey);
  if (!object) return null;
  const detected = detectLogo(new Uint8Array(await object.arrayBuffer()));
  return detected.ok ? detected.value : null;
}

/** The PDF; a logo pdf-lib cannot decode (a damaged image) leaves the invoice without a logo. */
export async function renderIssuedPdf(invoice: Invoice, logo: PdfLogo | null): Promise<Uint8Array> {
  const fonts = loadPdfFonts();
  if (logo) {
    try {
      return await renderFacturXPdf(invoice, { ...fonts, logo });
    } catch (error) {
      console.warn("Invoice logo could not be embedded; rendering without it", { error: String(error) });
    }
  }
  return renderFacturXPdf(invoice, { ...fonts, logo: null });
}

interface StoredFile {
  readonly id: string;
  readonly key: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly kind: "issued_invoice_pdf" | "issued_invoice_ubl";
}

async function putFile(storage: IssuedStorage, userId: string, file: StoredFile): Promise<void> {
  await storage.files.put(file.key, file.bytes, {
    httpMetadata: { contentType: file.contentType },
    customMetadata: { userId, documentId: file.id },
  });
}

function describeFile(
  userId: string,
  kind: StoredFile["kind"],
  fileName: string,
  contentType: string,
  bytes: Uint8Array,
): StoredFile {
  const id = newId();
  return { id, key: issuedFileKey(userId, id), fileName, contentType, bytes, kind };
}

/**
 * Renders the PDF and (when the invoice validates as an e-invoice) the UBL with the PDF embedded,
 * stores both in R2 with `documents` rows and points the invoice at them. Only an invoice without
 * files gets them, so a second caller (a retried download) never replaces the files that exist.
 */
export async function storeInvoiceFiles(
  storage: IssuedStorage,
  row: IssuedInvoiceRow,
  now = Date.now(),
): Promise<IssuedInvoiceRow> {
  const invoice = readDocument(row);
  const pdfBytes = await renderIssuedPdf(invoice, await loadLogo(storage, row.userId));
  const pdfName = buildInvoiceFileName(invoice, "pdf");
  const pdf = describeFile(row.userId, "issued_invoice_pdf", pdfName, "application/pdf", pdfBytes);
  const ublReady = assessIssueReadiness(invoice, row.einvoiceProfile).ublReady;
  const ubl = ublReady
    ? describeFile(
        row.userId,
        "issued_invoice_ubl",
        buildInvoiceFileName(invoice, "xml"),
        "application/xml",
        new TextEncoder().encode(
          writeUbl(invoice, { profile: row.einvoiceProfile, pdf: { filename: pdfName, bytes: pdfBytes } }),
        ),
      )
    : null;
  const files = ubl ? [pdf, ubl] : [pdf];
  await Promise.all(files.map((file) => putFile(storage, row.userId, file)));
  const documentRows = await Promise.all(
    files.map(async (file) => ({
      id: file.id,
      userId: row.userId,
      kind: file.kind,
      r2Key: file.key,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      sha256: await sha256Hex(file.bytes),
      createdAt: now,
    })),
  );
  const { db } = storage;
  const [, updated] = await db.batch([
    db.insert(documents).values(documentRows),
    db
      .update(issuedInvoices)
      .set({ pdfDocumentId: pdf.id, ublDocumentId: ubl?.id ?? null })
      .where(
        and(
          eq(issuedInvoices.id, row.id),
          eq(issuedInvoices.userId, row.userId),
          isNull(issuedInvoices.pdfDocumentId),
        ),
      )
      .returning(),
  ]);
  const stored = updated[0];
  if (stored) return stored;
  // Another request stored the files first: keep theirs, drop ours.
  await Promise.all(files.map((file) => storage.files.delete(file.key)));
  await db.delete(documents).where(
    and(
      eq(documents.userId, row.userId),
      inArray(
        documents.id,
        files.map((file) => file.id),
      ),
    ),
  );
  const current = await db
    .select()
    .from(issuedInvoices)
    .where(and(eq(issuedInvoices.id, row.id), eq(issuedInvoices.userId, row.userId)))
    .get();
  if (!current) throw new Error(`issued invoice ${row.id} disappeared while its files were stored`);
  return current;
}
