import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { FieldName } from "../../../core/invoice/extraction/types";
import { QuotaExceededError } from "../billing/billing-api";
import { ChecksList } from "../invoice-ocr/checks-list";
import { DocumentPreview } from "../invoice-ocr/document-preview";
import type { EditedValues } from "../invoice-ocr/export-result";
import { FieldsForm } from "../invoice-ocr/fields-form";
import { LineItemsTable } from "../invoice-ocr/line-items-table";
import type { PageProgress } from "../invoice-ocr/ocr-canvases";
import { outlineBoxes } from "../invoice-ocr/outline-boxes";
import { PageProgressList } from "../invoice-ocr/page-progress";
import type { PreviewPage } from "../invoice-ocr/render-pages";
import { AmountDueField } from "./amount-due-field";
import { AMOUNT_DUE, collectReviewEdits, initialReviewValues, withTotalTyped } from "./amount-due-values";
import { ApproveWhenSure } from "./approve-when-sure";
import { EInvoiceExport } from "./einvoice-export";
import { InvoiceFeedback } from "./invoice-feedback";
import { type InvoiceDetail, STATUS_LABELS } from "./invoice-types";
import { fetchInvoiceFile, getInvoice, patchInvoice, rerunInvoice, submitOcr } from "./invoices-api";
import { SupplierVatCheck, withConfidences } from "./supplier-vat-check";
import { VatBreakdownEditor } from "./vat-breakdown-editor";
import {
  type BreakdownDraftRow,
  breakdownTotals,
  collectBreakdown,
  initialBreakdown,
} from "./vat-breakdown-values";

const METHOD_TEXT = {
  "text-layer": m.processor_method_text_layer,
  ocr: m.processor_method_ocr,
  "e-invoice": m.processor_method_e_invoice,
} as const;

const BUTTON =
  "rounded-md px-4 py-2 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:cursor-not-allowed disabled:opacity-60";
const PRIMARY = `${BUTTON} bg-blue-600 text-white hover:bg-blue-700`;
const SECONDARY = `${BUTTON} border border-gray-300 hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800`;

interface InvoiceReviewProps {
  readonly invoiceId: string;
  /** Called after a change the list should show (status, totals). */
  readonly onChanged: () => void;
}

function describeDuplicate(duplicate: InvoiceDetail["duplicates"][number]): string {
  const file = duplicate.fileName;
  if (duplicate.reason === "same-file")
    return file ? m.processor_duplicate_same_file_named({ file }) : m.processor_duplicate_same_file();
  return file ? m.processor_duplicate_same_number_named({ file }) : m.processor_duplicate_same_number();
}

type Message = { readonly tone: "error" | "info"; readonly text: string } | null;

/** The document beside its fields: edit, save, mark reviewed, re-run; scans are OCR'd here first. */
export function InvoiceReview({ invoiceId, onChanged }: InvoiceReviewProps): ReactElement {
  const [invoice, setInvoice] = useState<InvoiceDetail | null>(null);
  const [values, setValues] = useState<EditedValues>({});
  const [breakdown, setBreakdown] = useState<BreakdownDraftRow[]>([]);
  const [focused, setFocused] = useState<FieldName | null>(null);
  const [pages, setPages] = useState<PreviewPage[] | null>(null);
  const [ocr, setOcr] = useState<PageProgress[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const file = useRef<Blob | null>(null);
  const ocrStarted = useRef<string | null>(null);
  // The parent passes a new callback on every render; the loading effect must not re-run for it.
  const notifyChanged = useRef(onChanged);
  useEffect(() => {
    notifyChanged.current = onChanged;
  });

  const show = useCallback(async (detail: InvoiceDetail) => {
    setInvoice(detail);
    setValues(initialReviewValues(detail.data.extraction));
    setBreakdown(initialBreakdown(detail.data.extraction));
    if (!file.current) file.current = await fetchInvoiceFile(detail.id);
    if (file.current && detail.data.pages.length > 0) {
      const { buildPreviewPages } = await import("./preview-pages");
      setPages(await buildPreviewPages(file.current, detail.data.pages));
    } else setPages([]);
  }, []);

  const runOcr = useCallback(
    async (detail: InvoiceDetail) => {
      if (!file.current) file.current = await fetchInvoiceFile(detail.id);
      if (!file.current) {
        setMessage({ tone: "error", text: m.processor_original_missing() });
        return;
      }
      setOcr([{ page: 1, label: m.processor_ocr_opening(), progress: 0 }]);
      try {
        const { runBrowserOcr } = await import("./run-browser-ocr");
        const submission = await runBrowserOcr(file.current, setOcr);
        const result = await submitOcr(detail.id, submission);
        if (!result.ok) setMessage({ tone: "error", text: result.message });
        else {
          await show(result.value.invoice);
          notifyChanged.current();
        }
      } catch (error) {
        const text = error instanceof QuotaExceededError ? error.message : m.processor_ocr_failed();
        setMessage({ tone: "error", text });
      } finally {
        setOcr(null);
      }
    },
    [show],
  );

  useEffect(() => {
    let cancelled = false;
    file.current = null;
    setInvoice(null);
    setPages(null);
    setMessage(null);
    void getInvoice(invoiceId).then(async (result) => {
      if (cancelled) return;
      if (!result.ok) {
        setMessage({ tone: "error", text: result.message });
        return;
      }
      await show(result.value.invoice);
      // A scan or photo is read in this browser as soon as it is opened (docs/decisions/081).
      if (!cancelled && result.value.invoice.status === "needs_ocr" && ocrStarted.current !== invoiceId) {
        ocrStarted.current = invoiceId;
        await runOcr(result.value.invoice);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [invoiceId, show, runOcr]);

  useEffect(() => {
    const urls = (pages ?? []).map((page) => page.url);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [pages]);

  const boxes = useMemo(
    () => (invoice?.data.extraction ? outlineBoxes(invoice.data.extraction, focused) : []),
    [invoice, focused],
  );

  async function save(reviewed?: boolean): Promise<void> {
    if (!invoice?.data.extraction) return;
    const edits = collectReviewEdits(invoice.data.extraction, values);
    const vatLines = collectBreakdown(invoice.data.extraction, breakdown);
    const problem = edits.ok ? (vatLines.ok ? null : vatLines.message) : edits.error.message;
    if (problem !== null || !edits.ok || !vatLines.ok) {
      setMessage({ tone: "error", text: problem ?? "" });
      return;
    }
    setBusy(true);
    const hasEdits = Object.keys(edits.value).length > 0;
    const result = await patchInvoice(invoice.id, {
      ...(hasEdits ? { fields: edits.value } : {}),
      ...(vatLines.value ? { vatLines: vatLines.value } : {}),
      ...(reviewed !== undefined ? { reviewed } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "error", text: result.message });
      return;
    }
    setInvoice(result.value.invoice);
    setValues(initialReviewValues(result.value.invoice.data.extraction));
    setBreakdown(initialBreakdown(result.value.invoice.data.extraction));
    setMessage({
      tone: "info",
      text: reviewed ? m.processor_marked_reviewed() : m.processor_changes_saved(),
    });
    notifyChanged.current();
  }

  async function rerun(): Promise<void> {
    if (!invoice) return;
    const wasWaiting = invoice.status === "waiting_for_quota";
    setBusy(true);
    const result = await rerunInvoice(invoice.id);
    setBusy(false);
    if (!result.ok) {
      setMessage({ tone: "error", text: result.message });
      return;
    }
    await show(result.value.invoice);
    // Read for the first time: there were no edits to replace.
    setMessage(wasWaiting ? null : { tone: "info", text: m.processor_rerun_done() });
    notifyChanged.current();
  }

  if (!invoice)
    return message ? (
      <p
        role="alert"
        className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {message.text}
      </p>
    ) : (
      <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">{m.processor_loading_invoice()}</p>
    );

  const extraction = invoice.data.extraction;
  return (
    <section aria-labelledby="review-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-heading" className="text-2xl font-semibold">
          {m.processor_review_heading({ name: invoice.fileName ?? m.processor_invoice_fallback() })}
        </h2>
        <span className="text-sm font-medium" data-testid="review-status">
          {STATUS_LABELS[invoice.status]()}
        </span>
      </div>
      {invoice.duplicates.length > 0 && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {m.processor_possible_duplicate({
            reasons: invoice.duplicates.map(describeDuplicate).join("; "),
          })}
        </p>
      )}
      {invoice.error && (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {invoice.error}
        </p>
      )}
      {ocr && <PageProgressList pages={ocr} />}
      {message && (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={`mt-3 rounded-md p-3 text-sm ${
            message.tone === "error"
              ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200"
              : "bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200"
          }`}
        >
          {message.text}
        </p>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          {pages === null ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{m.processor_drawing_pages()}</p>
          ) : (
            <DocumentPreview pages={pages} boxes={boxes} />
          )}
        </div>
        <div>
          {extraction ? (
            <>
              <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">
                {METHOD_TEXT[extraction.method]()} {m.processor_review_hint()}
              </p>
              <ApproveWhenSure
                extraction={extraction}
                reviewed={invoice.status === "reviewed"}
                busy={busy}
                onApprove={() => void save(true)}
              />
              <FieldsForm
                extraction={extraction}
                values={values}
                onChange={(name, value) =>
                  setValues((current) =>
                    name === "totalCents" ? withTotalTyped(current, value) : { ...current, [name]: value },
                  )
                }
                onFocusField={setFocused}
                fieldExtras={{
                  supplierVatId: (
                    <SupplierVatCheck
                      invoiceId={invoice.id}
                      values={values}
                      onConfidences={(confidences, nameAgrees) =>
                        setInvoice((current) => current && withConfidences(current, confidences, nameAgrees))
                      }
                    />
                  ),
                }}
              />
              <AmountDueField
                extraction={extraction}
                values={values}
                onChange={(value) => setValues((current) => ({ ...current, [AMOUNT_DUE]: value }))}
                onFocusField={setFocused}
              />
              <VatBreakdownEditor
                rows={breakdown}
                totals={breakdownTotals(extraction, values)}
                onChange={setBreakdown}
              />
              <div className="mt-6 flex flex-wrap gap-3">
                <button type="button" className={PRIMARY} disabled={busy} onClick={() => void save(true)}>
                  {m.processor_mark_reviewed()}
                </button>
                <button type="button" className={SECONDARY} disabled={busy} onClick={() => void save()}>
                  {m.processor_save_changes()}
                </button>
                <button type="button" className={SECONDARY} disabled={busy} onClick={() => void rerun()}>
                  {m.processor_rerun()}
                </button>
              </div>
              <LineItemsTable extraction={extraction} withVatLines={false} />
              <ChecksList checks={extraction.checks} />
            </>
          ) : (
            <div className="space-y-3 text-sm">
              {invoice.status === "waiting_for_quota" ? (
                <>
                  <p>{m.processor_waiting_explained()}</p>
                  <button type="button" className={PRIMARY} disabled={busy} onClick={() => void rerun()}>
                    {m.processor_read_now()}
                  </button>
                </>
              ) : (
                <>
                  <p>{m.processor_scan_explained()}</p>
                  {!ocr && (
                    <button type="button" className={PRIMARY} onClick={() => void runOcr(invoice)}>
                      {m.processor_read_with_ocr()}
                    </button>
                  )}
                </>
              )}
            </div>
          )}
          {extraction && (
            <EInvoiceExport
              invoiceId={invoice.id}
              version={`${invoice.status}|${JSON.stringify([extraction.fields, extraction.vatLines])}`}
            />
          )}
          {extraction && <InvoiceFeedback invoiceId={invoice.id} fileName={invoice.fileName} />}
        </div>
      </div>
    </section>
  );
}
