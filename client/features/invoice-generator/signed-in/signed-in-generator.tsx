import { Link } from "@tanstack/react-router";
import { type ReactElement, useCallback, useEffect, useState } from "react";
import type { CompanyDetailsRecord } from "../../../../core/company/company-details";
import { m } from "../../../../core/i18n/messages";
import type {
  IssuedInvoiceDetail,
  IssuedInvoiceStatus,
  IssuedInvoiceSummary,
} from "../../../../core/invoice/issued-invoice";
import { useConfirm } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { fetchCompanyDetails } from "../../account/account-api";
import { createCompanyDraft, missingCompanyFields } from "./company-supplier";
import type { RowAction } from "./invoice-actions";
import { InvoiceEditor } from "./invoice-editor";
import { InvoiceList } from "./invoice-list";
import { deleteDraft, fetchIssuedInvoice, listIssuedInvoices, markInvoice, runAction } from "./issued-api";
import { IssuedView } from "./issued-view";
import { useCompanyLogo } from "./use-company-logo";

type View =
  | { readonly kind: "new"; readonly key: number }
  | { readonly kind: "open"; readonly detail: IssuedInvoiceDetail; readonly key: number };

/** The local calendar date: an invoice dated "today" means the user's today. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The signed-in generator: the editor (or an issued invoice) above the list of the user's invoices. */
export function SignedInGenerator(): ReactElement {
  const [details, setDetails] = useState<CompanyDetailsRecord | null>(null);
  const [detailsState, setDetailsState] = useState<"loading" | "ready" | "failed">("loading");
  const [view, setView] = useState<View>({ kind: "new", key: 0 });
  const [list, setList] = useState<{ invoices: IssuedInvoiceSummary[]; total: number }>({
    invoices: [],
    total: 0,
  });
  const [listLoading, setListLoading] = useState(true);
  const [status, setStatus] = useState<IssuedInvoiceStatus | "">("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [refresh, setRefresh] = useState(0);
  // Issuing moves the company's number series on: read the details again for the next number.
  const [detailsVersion, setDetailsVersion] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const notify = useToast();
  const logo = useCompanyLogo(details);

  useEffect(() => {
    const controller = new AbortController();
    void fetchCompanyDetails(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setDetailsState("failed");
        return;
      }
      setDetails(result.value.details);
      setDetailsState("ready");
    });
    return () => controller.abort();
  }, [detailsVersion]);

  useEffect(() => {
    const controller = new AbortController();
    setListLoading(true);
    const timer = setTimeout(() => {
      void listIssuedInvoices({ status: status || undefined, q: search }, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setListLoading(false);
          if (result.ok) setList(result.value);
          else setNotice(result.message);
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [status, search, offset, refresh]);

  const reloadList = useCallback(() => setRefresh((value) => value + 1), []);
  const show = (detail: IssuedInvoiceDetail): void =>
    setView((current) => ({ kind: "open", detail, key: current.key + 1 }));

  const onStored = (detail: IssuedInvoiceDetail): void => {
    if (detail.status !== "draft") {
      setDetailsVersion((version) => version + 1);
      show(detail);
      setNotice(
        m.generator_issued_notice({
          kind: detail.kind === "credit_note" ? m.generator_kind_credit_note() : m.generator_kind_invoice(),
          number: detail.number ?? "",
        }),
      );
    }
    reloadList();
  };

  const onAction = async (invoice: IssuedInvoiceSummary, action: RowAction): Promise<void> => {
    setBusyId(invoice.id);
    setNotice(null);
    const today = localToday();
    const result =
      action === "open"
        ? await fetchIssuedInvoice(invoice.id)
        : action === "duplicate" || action === "credit-note"
          ? await runAction(invoice.id, action)
          : action === "sent" || action === "paid"
            ? await markInvoice(invoice.id, action, today)
            : null;
    if (action === "delete") {
      const label = invoice.customerName
        ? m.generator_delete_draft_for({ customer: invoice.customerName })
        : m.generator_delete_this_draft();
      const confirmed = await confirm({
        title: m.generator_delete_title({ label }),
        message: m.generator_delete_message(),
        confirmLabel: m.generator_delete_confirm(),
      });
      if (confirmed) {
        const deleted = await deleteDraft(invoice.id);
        if (!deleted.ok) setNotice(deleted.message);
        else
          notify(
            invoice.customerName
              ? m.generator_draft_deleted_for({ customer: invoice.customerName })
              : m.generator_draft_deleted(),
          );
        if (deleted.ok && view.kind === "open" && view.detail.id === invoice.id)
          setView({ kind: "new", key: view.key + 1 });
      }
    }
    setBusyId(null);
    if (result && !result.ok) {
      setNotice(result.message);
      return;
    }
    if (result) {
      show(result.value.invoice);
      if (action === "duplicate") setNotice(m.generator_copied());
      if (action === "credit-note")
        setNotice(m.generator_credit_draft_created({ number: invoice.number ?? "" }));
    }
    reloadList();
  };

  const missing = missingCompanyFields(details);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 pb-12">
      {detailsState === "ready" && missing.length > 0 ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          {m.generator_missing_company({ fields: missing.join(", ") })}{" "}
          <Link to="/dashboard/settings" className="font-semibold underline">
            {m.generator_complete_company()}
          </Link>
        </p>
      ) : null}
      {detailsState === "failed" ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {m.generator_company_failed()}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => setView((current) => ({ kind: "new", key: current.key + 1 }))}
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
        >
          {m.generator_new_invoice()}
        </button>
        {notice ? (
          <p role="status" className="text-sm text-gray-800 dark:text-gray-200">
            {notice}
          </p>
        ) : null}
      </div>
      {detailsState === "loading" ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{m.generator_loading_company()}</p>
      ) : view.kind === "open" && view.detail.status !== "draft" ? (
        <IssuedView
          detail={view.detail}
          logo={logo}
          busy={busyId === view.detail.id}
          onAction={(action) => void onAction(view.detail, action)}
        />
      ) : (
        <InvoiceEditor
          key={view.key}
          details={details}
          logo={logo}
          draftId={view.kind === "open" ? view.detail.id : null}
          initial={
            view.kind === "open"
              ? { invoice: view.detail.invoice, profile: view.detail.profile }
              : { invoice: createCompanyDraft(details, localToday()), profile: "nlcius" }
          }
          onStored={onStored}
        />
      )}
      <InvoiceList
        invoices={list.invoices}
        total={list.total}
        loading={listLoading}
        status={status}
        search={search}
        busyId={busyId}
        offset={offset}
        onStatusChange={(value) => {
          setStatus(value);
          setOffset(0);
        }}
        onSearchChange={(value) => {
          setSearch(value);
          setOffset(0);
        }}
        onOffsetChange={setOffset}
        onAction={(invoice, action) => void onAction(invoice, action)}
      />
      {dialog}
    </div>
  );
}
