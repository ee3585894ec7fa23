import { validateEInvoice } from "../einvoice/validate";
import type { EInvoiceProfile, Invoice } from "../model";
import { writeUbl } from "../ubl/write-ubl";
import { type ExportInput, MAPPING_QUESTIONS, RULE_INPUTS } from "./export-questions";
import { mapPurchaseToInvoice, type PurchaseExportInput } from "./purchase-to-ubl";

export const EXPORT_PROFILES: readonly EInvoiceProfile[] = ["nlcius", "peppol"];

/** One thing the review must ask before the invoice can leave as an e-invoice. */
export interface ExportQuestion {
  /** The official rule id (BR-NL-2, PEPPOL-EN16931-R003…) or our own check (vat-rate, totals). */
  readonly id: string;
  /** In English; the interface words it by id (rule-words.ts). */
  readonly explanation: string;
  /** The forms it blocks. */
  readonly profiles: readonly EInvoiceProfile[];
  /** Where to answer; empty when no input answers it (the reviewed values disagree). */
  readonly inputs: readonly ExportInput[];
}

export interface ExportReadiness {
  /** The invoice model when the reviewed values could be mapped. */
  readonly invoice: Invoice | null;
  readonly questions: readonly ExportQuestion[];
}

/**
 * Maps the reviewed purchase invoice and runs our validator on it in both forms: every fatal finding
 * is a question for the review, with the inputs that answer it. Nothing is filled in for the person.
 */
export function assessPurchaseExport(input: PurchaseExportInput): ExportReadiness {
  const mapped = mapPurchaseToInvoice(input);
  if (!mapped.ok) {
    const question = MAPPING_QUESTIONS[mapped.need];
    return { invoice: null, questions: [{ ...question, profiles: EXPORT_PROFILES }] };
  }
  const found = new Map<string, { explanation: string; profiles: EInvoiceProfile[] }>();
  for (const profile of EXPORT_PROFILES) {
    const report = validateEInvoice(writeUbl(mapped.invoice, { profile }));
    const findings = report.ok ? report.value.findings : [];
    for (const finding of findings) {
      if (finding.flag !== "fatal") continue;
      const known = found.get(finding.id) ?? { explanation: finding.explanation, profiles: [] };
      known.profiles.push(profile);
      found.set(finding.id, known);
    }
  }
  return {
    invoice: mapped.invoice,
    questions: [...found].map(([id, { explanation, profiles }]) => ({
      id,
      explanation,
      profiles,
      inputs: RULE_INPUTS[id] ?? [],
    })),
  };
}

/** Whether this form can be written now. */
export function isReadyFor(readiness: ExportReadiness, profile: EInvoiceProfile): boolean {
  return (
    readiness.invoice !== null && !readiness.questions.some((question) => question.profiles.includes(profile))
  );
}
