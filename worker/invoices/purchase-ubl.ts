import type { Language } from "../../core/i18n/language";
import { m } from "../../core/i18n/messages";
import type { EInvoiceProfile, Party } from "../../core/invoice/model";
import type { EInvoiceAnswers } from "../../core/invoice/purchase/einvoice-answers";
import {
  assessPurchaseExport,
  type ExportReadiness,
  isReadyFor,
} from "../../core/invoice/purchase/export-readiness";
import type { ReviewedVatRow } from "../../core/invoice/purchase/purchase-lines";
import { pieceEmbeddedXml } from "../../core/invoice/ubl/embedded-pieces";
import { buildInvoiceFileName, type UblAttachment, writeUbl } from "../../core/invoice/ubl/write-ubl";
import { type CompanyRow, findCompanyDetails } from "../account/company-store";
import { toSupplierSnapshot } from "../issued-invoices/supplier-snapshot";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { parseData } from "./stored-invoice";

/** Originals a UBL may carry (Peppol BIS 3 attachment MIME codes). */
const EMBEDDABLE_TYPES: ReadonlySet<string> = new Set(["application/pdf", "image/png", "image/jpeg"]);

export interface PurchaseExportState {
  readonly reviewed: boolean;
  /** Null while the user has saved no company details: the buyer is unknown. */
  readonly company: CompanyRow | null;
  readonly answers: EInvoiceAnswers;
  /** Null when the invoice has no extraction to export. */
  readonly readiness: ExportReadiness | null;
}

function describeRate(language: Language): (row: ReviewedVatRow) => string {
  const options = { locale: language };
  return (row) =>
    row.category === "S"
      ? m.processor_ubl_rate_line({ rate: row.rate }, options)
      : m.processor_ubl_rate_line_zero(undefined, options);
}

function buyerOf(company: CompanyRow | null): Party {
  if (company) return toSupplierSnapshot(company, false);
  return {
    name: "",
    address: { street: "", postcode: "", city: "", country: "NL" },
    vatNumber: "",
    kvk: "",
    email: "",
  };
}

/** The buyer of the user's purchase invoices: their own company details (null while none are saved). */
export function findBuyer(storage: InvoiceStorage, userId: string): Promise<CompanyRow | null> {
  return findCompanyDetails(storage.db, userId);
}

/** Where a purchase invoice stands for the e-invoice export: reviewed, the buyer known, what is missing. */
export function assessStoredPurchase(
  owned: OwnedInvoice,
  company: CompanyRow | null,
  language: Language,
): PurchaseExportState {
  const data = parseData(owned.invoice.fields);
  const answers = data.einvoice ?? {};
  const readiness = data.extraction
    ? assessPurchaseExport({
        extraction: data.extraction,
        answers,
        buyer: buyerOf(company),
        language: language === "nl" ? "nl" : "en",
        describeRate: describeRate(language),
      })
    : null;
  return { reviewed: owned.invoice.status === "reviewed", company, answers, readiness };
}

export function canExport(state: PurchaseExportState, profile: EInvoiceProfile): boolean {
  return (
    state.reviewed &&
    state.company !== null &&
    state.readiness !== null &&
    isReadyFor(state.readiness, profile)
  );
}

async function readOriginal(
  storage: InvoiceStorage,
  owned: OwnedInvoice,
): Promise<UblAttachment | undefined> {
  const document = owned.document;
  if (!document || !EMBEDDABLE_TYPES.has(document.contentType)) return undefined;
  const object = await storage.files.get(document.r2Key);
  if (!object) return undefined;
  return {
    filename: document.fileName.replace(/[\\/]/g, "_").slice(0, 200) || "invoice.pdf",
    bytes: new Uint8Array(await object.arrayBuffer()),
    mimeCode: document.contentType,
  };
}

export interface WrittenUbl {
  readonly fileName: string;
  /** The file's bytes in pieces (the original's base64 written piece by piece, ADR 252). */
  readonly pieces: () => Generator<Uint8Array>;
}

/** The UBL of an invoice that `canExport`, with its original file embedded (BG-24). */
export async function writeStoredPurchase(
  storage: InvoiceStorage,
  owned: OwnedInvoice,
  state: PurchaseExportState,
  profile: EInvoiceProfile,
): Promise<WrittenUbl> {
  const invoice = state.readiness?.invoice;
  if (!invoice) throw new Error("writeStoredPurchase needs a mapped invoice");
  const original = await readOriginal(storage, owned);
  const supplier = invoice.supplier.name
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  // Written with an empty document; its base64 goes in piece by piece.
  const xml = writeUbl(invoice, {
    profile,
    ...(original ? { pdf: { ...original, bytes: new Uint8Array(0) } } : {}),
  });
  return {
    fileName: `${supplier ? `${supplier}-` : ""}${buildInvoiceFileName(invoice, "xml")}`,
    pieces: () => pieceEmbeddedXml(xml, original?.bytes ?? new Uint8Array(0)),
  };
}

/** All pieces as one stream (a single download). */
export function streamPieces(pieces: Generator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}
