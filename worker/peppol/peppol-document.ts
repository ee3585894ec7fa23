import { assessIssueReadiness } from "../../core/invoice/issue-readiness";
import { buildInvoiceFileName, writeUbl } from "../../core/invoice/ubl/write-ubl";
import { peppolDocumentTypeOf } from "../../core/peppol/document-types";
import { ApiError } from "../http-error";
import { type IssuedStorage, storeInvoiceFiles } from "../issued-invoices/invoice-files";
import { type IssuedInvoiceRow, readDocument } from "../issued-invoices/records";

export interface PeppolDocument {
  readonly xml: Uint8Array;
  readonly documentTypeId: string;
}

async function readStoredPdf(storage: IssuedStorage, row: IssuedInvoiceRow): Promise<Uint8Array> {
  const stored = row.pdfDocumentId ? row : await storeInvoiceFiles(storage, row);
  const document = stored.pdfDocumentId
    ? await storage.db.query.documents.findFirst({
        where: (table, { and, eq }) =>
          and(eq(table.id, stored.pdfDocumentId ?? ""), eq(table.userId, row.userId)),
      })
    : undefined;
  const object = document ? await storage.files.get(document.r2Key) : null;
  if (!object) throw new ApiError(404, "not_found", "No such file.");
  return new Uint8Array(await object.arrayBuffer());
}

/**
 * The issued invoice as Peppol BIS Billing 3.0 UBL, addressed from the sender's registered id to the
 * receiver's (BT-34/BT-49 must name the participants the network routes between), with the stored
 * PDF embedded: the issued document itself never changes (docs/decisions/282). 422 when the invoice
 * does not validate as BIS 3 (a consumer invoice, say).
 */
export async function buildPeppolDocument(
  storage: IssuedStorage,
  row: IssuedInvoiceRow,
  parties: { sender: string; receiver: string },
): Promise<PeppolDocument> {
  const issued = readDocument(row);
  const invoice = {
    ...issued,
    supplier: { ...issued.supplier, peppolId: parties.sender },
    customer: { ...issued.customer, peppolId: parties.receiver },
  };
  if (!assessIssueReadiness(invoice, "peppol").ublReady)
    throw new ApiError(
      422,
      "not_peppol_ready",
      "This invoice does not validate as a Peppol e-invoice (Peppol BIS Billing 3.0), so it cannot be sent over Peppol. Send the PDF by e-mail instead.",
    );
  const pdf = { filename: buildInvoiceFileName(invoice, "pdf"), bytes: await readStoredPdf(storage, row) };
  return {
    xml: new TextEncoder().encode(writeUbl(invoice, { profile: "peppol", pdf })),
    documentTypeId: peppolDocumentTypeOf(row.kind),
  };
}
