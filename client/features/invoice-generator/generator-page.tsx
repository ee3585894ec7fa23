import { type ReactElement, useDeferredValue, useEffect, useMemo, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { checkDutchInvoiceRules, hasBlockingFindings } from "../../../core/invoice/dutch-rules";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import { pdfMayDownload } from "../../../core/invoice/issue-readiness";
import {
  createEmptyInvoice,
  type EInvoiceProfile,
  type Invoice,
  type Supplier,
} from "../../../core/invoice/model";
import type { PdfLogo } from "../../../core/invoice/pdf/render-invoice-pdf";
import { calculateTotals } from "../../../core/invoice/totals";
import { buildInvoiceFileName, writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { PageIntro } from "../../components/ui/page-intro";
import { useToast } from "../../components/ui/toast";
import { useHydrated } from "../../lib/use-hydrated";
import { downloadBytes } from "./download";
import { type Draft, loadDraft, saveDraft } from "./draft-storage";
import { fieldCheck, TextField } from "./form-fields";
import { GeneratorWorkspace } from "./generator-workspace";
import { KorField } from "./kor-field";
import { LogoField, loadStoredLogo } from "./logo-field";
import { PartyFieldset } from "./party-fieldset";
import { PdfPreview } from "./pdf-preview";
import { prepareInvoice } from "./prepare-invoice";
import { wordFieldError } from "./rule-words";
import { UblValidatorSection } from "./ubl-validator-section";
import { useErrorVisibility } from "./use-error-visibility";

/**
 * What the prerendered page shows and its hydration renders again: no stored draft, no date (the
 * prerender ran on another day). The visitor's own draft, or today's, follows right after hydration.
 */
const PRERENDER_DRAFT: Draft = { invoice: createEmptyInvoice(""), profile: "nlcius" };

export default function InvoiceGeneratorPage(): ReactElement {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Draft>(() => (hydrated ? loadDraft() : PRERENDER_DRAFT));
  const [logo, setLogo] = useState<PdfLogo | null>(() => (hydrated ? loadStoredLogo() : null));
  const [busy, setBusy] = useState<"pdf" | "ubl" | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { invoice, profile } = draft;
  const visibility = useErrorVisibility();
  const notify = useToast();

  useEffect(() => {
    if (draft !== PRERENDER_DRAFT) return;
    setDraft(loadDraft());
    setLogo(loadStoredLogo());
  }, [draft]);
  useEffect(() => {
    if (draft !== PRERENDER_DRAFT) saveDraft(draft);
  }, [draft]);

  const deferred = useDeferredValue(invoice);
  const prepared = useMemo(() => prepareInvoice(deferred), [deferred]);
  const totals = useMemo(() => calculateTotals(prepared), [prepared]);
  const dutch = useMemo(() => checkDutchInvoiceRules(prepared), [prepared]);
  const einvoice = useMemo(() => {
    const result = validateEInvoice(writeUbl(prepared, { profile }));
    return result.ok ? result.value : null;
  }, [prepared, profile]);
  const dutchOk = !hasBlockingFindings(dutch);
  const einvoiceOk = einvoice?.passed === true;
  const canDownloadUbl = dutchOk && einvoiceOk;
  const canDownloadPdf = dutchOk && pdfMayDownload(einvoice, prepared.simplified);

  const updateInvoice = (update: (current: Invoice) => Invoice): void =>
    setDraft((current) => ({ ...current, invoice: update(current.invoice) }));
  const setSupplier = (patch: Partial<Supplier>): void =>
    setDraft((current) => ({
      ...current,
      invoice: { ...current.invoice, supplier: { ...current.invoice.supplier, ...patch } },
    }));
  const errorFor = (field: string): string | undefined =>
    visibility.isShown(field)
      ? wordFieldError(dutch.find((finding) => finding.field === field && finding.severity === "error"))
      : undefined;

  const download = async (kind: "pdf" | "ubl"): Promise<void> => {
    if (!(kind === "pdf" ? canDownloadPdf : canDownloadUbl)) {
      visibility.revealAll();
      return;
    }
    setBusy(kind);
    setDownloadError(null);
    try {
      const { generateInvoicePdf } = await import("./pdf-engine");
      const pdf = await generateInvoicePdf(prepared, logo);
      const pdfName = buildInvoiceFileName(prepared, "pdf");
      if (kind === "pdf") {
        downloadBytes(pdf, pdfName, "application/pdf");
        notify(m.generator_downloaded({ file: pdfName }));
      } else {
        const xml = writeUbl(prepared, { profile, pdf: { filename: pdfName, bytes: pdf } });
        const xmlName = buildInvoiceFileName(prepared, "xml");
        downloadBytes(xml, xmlName, "application/xml");
        notify(m.generator_downloaded_ubl({ file: xmlName }));
      }
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : m.generator_file_failed());
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageIntro path="/invoice-generator">
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.generator_stays_local()}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 lg:grid-cols-2">
        <GeneratorWorkspace
          invoice={invoice}
          profile={profile}
          onChange={updateInvoice}
          onProfileChange={(value: EInvoiceProfile) =>
            setDraft((current) => ({ ...current, profile: value }))
          }
          visibility={visibility}
          errorFor={errorFor}
          supplier={
            <PartyFieldset
              legend={m.generator_your_company()}
              kind="supplier"
              party={invoice.supplier}
              onChange={setSupplier}
              errorFor={errorFor}
            >
              <TextField
                className="sm:col-span-6"
                label={m.generator_your_iban()}
                value={invoice.supplier.iban}
                onChange={(iban) => setSupplier({ iban })}
                placeholder={m.generator_iban_placeholder()}
                {...fieldCheck(errorFor, "supplier.iban")}
              />
              <LogoField logo={logo} onChange={setLogo} />
              <div className="sm:col-span-6">
                <KorField invoice={invoice} onChange={updateInvoice} />
              </div>
            </PartyFieldset>
          }
          totals={totals}
          currency={prepared.currency}
          findings={{ dutch, einvoice: einvoice?.findings ?? [], pdfReady: canDownloadPdf }}
          actions={
            <>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  aria-disabled={!canDownloadPdf}
                  disabled={busy !== null}
                  onClick={() => void download("pdf")}
                  className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                >
                  {busy === "pdf" ? m.generator_generating_pdf() : m.generator_download_pdf()}
                </button>
                <button
                  type="button"
                  aria-disabled={!canDownloadUbl}
                  disabled={busy !== null}
                  onClick={() => void download("ubl")}
                  className="rounded-md border border-blue-700 px-4 py-2 font-semibold text-blue-800 hover:bg-blue-50 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:text-blue-300 dark:hover:bg-blue-950"
                >
                  {busy === "ubl" ? m.generator_generating_ubl() : m.generator_download_ubl()}
                </button>
              </div>
              {downloadError ? (
                <p role="alert" className="text-sm text-red-800 dark:text-red-300">
                  {downloadError}
                </p>
              ) : null}
            </>
          }
          preview={<PdfPreview invoice={prepared} logo={logo} waitForChange />}
        />
      </div>
      <UblValidatorSection />
    </>
  );
}
