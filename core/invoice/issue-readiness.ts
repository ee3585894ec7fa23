import { checkDutchInvoiceRules, type DutchRuleFinding, hasBlockingFindings } from "./dutch-rules";
import type { EInvoiceFinding } from "./einvoice/rule";
import { type EInvoiceReport, validateEInvoice } from "./einvoice/validate";
import type { EInvoiceProfile, Invoice } from "./model";
import { deriveEndpoint } from "./ubl/endpoint";
import { writeUbl } from "./ubl/write-ubl";

/**
 * Rules about addressing an e-invoice (Peppol endpoints, the customer's KvK, a buyer reference).
 * A PDF for a consumer or a small customer is a valid invoice without them, so they block only
 * the UBL; every other failed rule blocks both (docs/decisions/054).
 */
export const E_INVOICE_ADDRESSING_RULES: ReadonlySet<string> = new Set([
  "BR-NL-2",
  "BR-NL-10",
  "NL-R-005",
  "PEPPOL-EN16931-R003",
  "PEPPOL-EN16931-R010",
  "PEPPOL-EN16931-R020",
]);

/** A simplified invoice (≤ €100) may omit customer details an e-invoice requires: PDF only. */
export function pdfMayDownload(report: EInvoiceReport | null, simplified: boolean): boolean {
  if (!report) return false;
  if (simplified) return true;
  return report.findings.every(
    (finding) => finding.flag !== "fatal" || E_INVOICE_ADDRESSING_RULES.has(finding.id),
  );
}

export interface IssueReadiness {
  readonly dutch: readonly DutchRuleFinding[];
  readonly einvoice: readonly EInvoiceFinding[];
  /** The invoice may be issued (and its PDF made): art. 35a holds and only addressing rules fail. */
  readonly pdfReady: boolean;
  /** The UBL validates as an e-invoice as well. */
  readonly ublReady: boolean;
  /**
   * Parties without a Peppol participant identifier (KvK 0106, OIN 0190 or a VAT-based scheme):
   * a Peppol e-invoice cannot be addressed to them, so none is written (ADR 151).
   */
  readonly missingPeppolAddress: readonly ("supplier" | "customer")[];
}

/** The checks the generator shows live and the Worker repeats before it issues a number. */
export function assessIssueReadiness(invoice: Invoice, profile: EInvoiceProfile): IssueReadiness {
  const dutch = checkDutchInvoiceRules(invoice);
  const validation = validateEInvoice(writeUbl(invoice, { profile }));
  const report = validation.ok ? validation.value : null;
  const dutchOk = !hasBlockingFindings(dutch);
  const missingPeppolAddress =
    profile === "peppol"
      ? (["supplier", "customer"] as const).filter((role) => deriveEndpoint(invoice[role]) === null)
      : [];
  return {
    dutch,
    missingPeppolAddress,
    einvoice: report?.findings ?? [],
    pdfReady: dutchOk && pdfMayDownload(report, invoice.simplified),
    ublReady: dutchOk && report?.passed === true,
  };
}
