import { Link } from "@tanstack/react-router";
import { type ReactElement, useDeferredValue, useMemo, useState } from "react";
import type { CompanyDetailsRecord } from "../../../../core/company/company-details";
import { m } from "../../../../core/i18n/messages";
import { assessIssueReadiness } from "../../../../core/invoice/issue-readiness";
import type { IssuedInvoiceDetail, IssueRefusal } from "../../../../core/invoice/issued-invoice";
import type { EInvoiceProfile, Invoice } from "../../../../core/invoice/model";
import type { PdfLogo } from "../../../../core/invoice/pdf/render-invoice-pdf";
import { prepareInvoice } from "../../../../core/invoice/prepare-invoice";
import { calculateTotals } from "../../../../core/invoice/totals";
import { useConfirm } from "../../../components/ui/confirm-dialog";
import { GeneratorWorkspace } from "../generator-workspace";
import { KorField } from "../kor-field";
import { PdfPreview } from "../pdf-preview";
import { wordEInvoiceRule, wordFieldError, wordRuleFinding } from "../rule-words";
import { useErrorVisibility } from "../use-error-visibility";
import { nextNumberOf, toSupplier } from "./company-supplier";
import { createDraft, runAction, updateDraft } from "./issued-api";
import { SupplierSummary } from "./supplier-summary";

interface InvoiceEditorProps {
  readonly details: CompanyDetailsRecord | null;
  readonly logo: PdfLogo | null;
  /** The stored draft being edited; null for a new one. */
  readonly draftId: string | null;
  readonly initial: { readonly invoice: Invoice; readonly profile: EInvoiceProfile };
  /** After a save or issue: the stored invoice as the server answered it. */
  readonly onStored: (detail: IssuedInvoiceDetail) => void;
}

/**
 * The generator form for a signed-in user's draft: the public page's fieldsets, the supplier
 * taken from the company details (the server snapshots them when it issues), the number left to
 * the server's series.
 */
export function InvoiceEditor({
  details,
  logo,
  draftId,
  initial,
  onStored,
}: InvoiceEditorProps): ReactElement {
  const [invoice, setInvoiceState] = useState<Invoice>(initial.invoice);
  const [profile, setProfile] = useState<EInvoiceProfile>(initial.profile);
  const [busy, setBusy] = useState<"save" | "issue" | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [refusal, setRefusal] = useState<IssueRefusal | null>(null);
  const [storedId, setStoredId] = useState<string | null>(draftId);
  // As on the public generator: a field's error once it has been left, all of them after an attempt to issue.
  const visibility = useErrorVisibility();
  const { confirm, dialog } = useConfirm();

  const deferred = useDeferredValue(invoice);
  const tentative = nextNumberOf(details);
  // What the server will check: its supplier snapshot and (in its place) the next number.
  const prepared = useMemo(
    () =>
      prepareInvoice({
        ...deferred,
        supplier: toSupplier(details, deferred.supplier.kor),
        number: tentative,
      }),
    [deferred, details, tentative],
  );
  const totals = useMemo(() => calculateTotals(prepared), [prepared]);
  const readiness = useMemo(() => assessIssueReadiness(prepared, profile), [prepared, profile]);

  const errorFor = (field: string): string | undefined =>
    visibility.isShown(field)
      ? wordFieldError(
          readiness.dutch.find((finding) => finding.field === field && finding.severity === "error"),
        )
      : undefined;

  const toStore = (): Invoice => ({
    ...invoice,
    supplier: toSupplier(details, invoice.supplier.kor),
    number: "",
  });

  const save = async (): Promise<IssuedInvoiceDetail | null> => {
    const result = storedId
      ? await updateDraft(storedId, toStore(), profile)
      : await createDraft(toStore(), profile);
    if (!result.ok) {
      setMessage({ kind: "error", text: result.message });
      return null;
    }
    setStoredId(result.value.invoice.id);
    return result.value.invoice;
  };

  const onSave = async (): Promise<void> => {
    setBusy("save");
    setMessage(null);
    const saved = await save();
    setBusy(null);
    if (saved) {
      setMessage({ kind: "info", text: m.generator_draft_saved() });
      onStored(saved);
    }
  };

  const onIssue = async (): Promise<void> => {
    if (!readiness.pdfReady) {
      visibility.revealAll();
      return;
    }
    // Issuing fixes the number for good: ask first, naming the number the series will give it.
    const confirmed = await confirm({
      title: m.generator_issue_confirm_title({ number: tentative }),
      message: m.generator_issue_confirm_message({ number: tentative }),
      confirmLabel: m.generator_issue_confirm_button({ number: tentative }),
      tone: "primary",
    });
    if (!confirmed) return;
    setBusy("issue");
    setMessage(null);
    setRefusal(null);
    const saved = await save();
    if (!saved) {
      setBusy(null);
      return;
    }
    const issued = await runAction(saved.id, "issue");
    setBusy(null);
    if (!issued.ok) {
      setMessage({ kind: "error", text: issued.message });
      if (issued.refusal) setRefusal(issued.refusal);
      onStored(saved);
      return;
    }
    onStored(issued.value.invoice);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <GeneratorWorkspace
        invoice={invoice}
        profile={profile}
        onChange={setInvoiceState}
        onProfileChange={setProfile}
        visibility={visibility}
        errorFor={errorFor}
        numberNote={m.generator_number_assigned({ next: tentative })}
        supplier={
          <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
            <legend className="px-1 text-sm font-semibold">{m.generator_your_company()}</legend>
            <SupplierSummary details={details} />
            <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
              {m.generator_company_from_details()}{" "}
              <Link
                to="/dashboard/settings"
                className="font-medium text-blue-700 underline dark:text-blue-300"
              >
                {m.generator_edit_company()}
              </Link>
            </p>
            <div className="mt-3">
              <KorField invoice={invoice} onChange={setInvoiceState} />
            </div>
          </fieldset>
        }
        totals={totals}
        currency={prepared.currency}
        findings={readiness}
        actions={
          <>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void onSave()}
                className="rounded-md border border-blue-700 px-4 py-2 font-semibold text-blue-800 hover:bg-blue-50 disabled:cursor-not-allowed disabled:opacity-50 dark:text-blue-300 dark:hover:bg-blue-950"
              >
                {busy === "save" ? m.generator_saving() : m.generator_save_draft()}
              </button>
              <button
                type="button"
                disabled={busy !== null || !details}
                onClick={() => void onIssue()}
                className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-50"
              >
                {busy === "issue" ? m.generator_issuing() : m.generator_issue()}
              </button>
            </div>
            {message ? (
              <p
                role={message.kind === "error" ? "alert" : "status"}
                className={`text-sm ${message.kind === "error" ? "text-red-800 dark:text-red-300" : "text-green-800 dark:text-green-400"}`}
              >
                {message.text}
              </p>
            ) : null}
            {refusal ? (
              <ul
                aria-label={m.generator_refusal_label()}
                className="space-y-1 text-sm text-red-800 dark:text-red-300"
              >
                {refusal.dutch
                  .filter((finding) => finding.severity === "error")
                  .map((finding) => (
                    <li key={`${finding.id}-${finding.field}`}>{wordRuleFinding(finding.message)}</li>
                  ))}
                {refusal.einvoice
                  .filter((finding) => finding.flag === "fatal")
                  .map((finding) => (
                    <li key={finding.id}>
                      <span className="font-mono text-xs">{finding.id}</span>{" "}
                      {wordEInvoiceRule(finding.id, finding.explanation)}
                    </li>
                  ))}
              </ul>
            ) : null}
          </>
        }
        preview={<PdfPreview invoice={prepared} logo={logo} />}
      />
      {dialog}
    </div>
  );
}
