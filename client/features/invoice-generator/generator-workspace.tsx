import type { ReactElement, ReactNode } from "react";
import { m } from "../../../core/i18n/messages";
import type { DutchRuleFinding } from "../../../core/invoice/dutch-rules";
import type { EInvoiceFinding } from "../../../core/invoice/einvoice/rule";
import type { EInvoiceProfile, Invoice, Party } from "../../../core/invoice/model";
import type { InvoiceTotals } from "../../../core/invoice/totals";
import { FindingsPanel } from "./findings-panel";
import { TextField } from "./form-fields";
import { InvoiceFieldset } from "./invoice-fieldset";
import { LinesEditor } from "./lines-editor";
import { PartyFieldset } from "./party-fieldset";
import { TotalsPanel } from "./totals-panel";
import type { ErrorVisibility } from "./use-error-visibility";

interface GeneratorWorkspaceProps {
  readonly invoice: Invoice;
  readonly profile: EInvoiceProfile;
  readonly onChange: (update: (current: Invoice) => Invoice) => void;
  readonly onProfileChange: (profile: EInvoiceProfile) => void;
  readonly visibility: ErrorVisibility;
  readonly errorFor: (field: string) => string | undefined;
  /** Signed in, the number is the series' (see InvoiceFieldset). */
  readonly numberNote?: string;
  /** The "your company" section: editable on the public page, the company details when signed in. */
  readonly supplier: ReactNode;
  readonly totals: InvoiceTotals;
  readonly currency: string;
  readonly findings: {
    readonly dutch: readonly DutchRuleFinding[];
    readonly einvoice: readonly EInvoiceFinding[];
    readonly pdfReady: boolean;
  };
  /** Buttons and what they answered, above the preview. */
  readonly actions: ReactNode;
  readonly preview: ReactNode;
}

/**
 * The generator's two columns, the same on the public page and in the signed-in editor: the invoice,
 * customer, lines and notes on the left; totals, findings, the page's own actions and the PDF preview
 * on the right. A field's error shows once it has been left, all of them after an attempt to finish.
 */
export function GeneratorWorkspace({
  invoice,
  profile,
  onChange,
  onProfileChange,
  visibility,
  errorFor,
  numberNote,
  supplier,
  totals,
  currency,
  findings,
  actions,
  preview,
}: GeneratorWorkspaceProps): ReactElement {
  const patch = (fields: Partial<Invoice>): void => onChange((current) => ({ ...current, ...fields }));
  const patchCustomer = (fields: Partial<Party>): void =>
    onChange((current) => ({ ...current, customer: { ...current.customer, ...fields } }));
  return (
    <>
      <form
        ref={visibility.formRef}
        aria-label={m.generator_form_label()}
        className="space-y-5"
        noValidate
        onBlur={visibility.onBlur}
        onSubmit={(event) => {
          event.preventDefault();
          visibility.revealAll();
        }}
      >
        <InvoiceFieldset
          invoice={invoice}
          profile={profile}
          onChange={patch}
          onProfileChange={onProfileChange}
          errorFor={errorFor}
          {...(numberNote === undefined ? {} : { numberNote })}
        />
        {supplier}
        <PartyFieldset
          legend={m.generator_customer()}
          kind="customer"
          party={invoice.customer}
          onChange={patchCustomer}
          errorFor={errorFor}
        />
        <LinesEditor
          lines={invoice.lines}
          nets={totals.lines.map((line) => line.net)}
          currency={invoice.currency}
          kor={invoice.supplier.kor}
          onChange={(lines) => patch({ lines })}
          errorFor={errorFor}
        />
        <TextField
          label={m.generator_notes()}
          multiline
          value={invoice.notes}
          onChange={(notes) => patch({ notes })}
        />
      </form>

      <div className="space-y-5">
        <TotalsPanel totals={totals} currency={currency} />
        <FindingsPanel
          dutch={findings.dutch}
          einvoice={findings.einvoice}
          pdfReady={findings.pdfReady}
          isShown={visibility.isShown}
          showEInvoice={
            visibility.revealed || !findings.dutch.some((finding) => finding.severity === "error")
          }
          onShowAll={visibility.revealAll}
        />
        {actions}
        {preview}
      </div>
    </>
  );
}
