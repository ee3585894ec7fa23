import type { ReactElement } from "react";
import { addDays, daysBetween, type EInvoiceProfile, type Invoice } from "../../../core/invoice/model";
import { CURRENCIES } from "./countries";
import { CheckboxField, fieldCheck, SelectField, TextField } from "./form-fields";

const PAYMENT_TERMS = ["0", "7", "14", "30", "60"];

interface InvoiceFieldsetProps {
  readonly invoice: Invoice;
  readonly profile: EInvoiceProfile;
  readonly onChange: (patch: Partial<Invoice>) => void;
  readonly onProfileChange: (profile: EInvoiceProfile) => void;
  readonly errorFor: (field: string) => string | undefined;
  /**
   * Signed in, the number comes from the server's series: shown read-only with this text ("assigned
   * when issued", or the number once issued) instead of the input.
   */
  readonly numberNote?: string;
}

/** Document type, language, format, number, dates, delivery, currency and references. */
export function InvoiceFieldset({
  invoice,
  profile,
  onChange,
  onProfileChange,
  errorFor,
  numberNote,
}: InvoiceFieldsetProps): ReactElement {
  const termDays = daysBetween(invoice.issueDate, invoice.dueDate);
  return (
    <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold">Invoice</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
        <SelectField
          className="sm:col-span-2"
          label="Document"
          value={invoice.kind}
          options={[
            { value: "invoice", label: "Invoice" },
            { value: "credit-note", label: "Credit note" },
          ]}
          onChange={(kind) =>
            onChange({
              kind: kind === "credit-note" ? "credit-note" : "invoice",
              precedingInvoice:
                kind === "credit-note" ? (invoice.precedingInvoice ?? { number: "", issueDate: "" }) : null,
            })
          }
        />
        <SelectField
          className="sm:col-span-2"
          label="Invoice language"
          value={invoice.language}
          options={[
            { value: "nl", label: "Nederlands" },
            { value: "en", label: "English" },
          ]}
          onChange={(language) => onChange({ language: language === "en" ? "en" : "nl" })}
        />
        <SelectField
          className="sm:col-span-2"
          label="E-invoice format"
          value={profile}
          options={[
            { value: "nlcius", label: "SI-UBL 2.0 (NLCIUS)" },
            { value: "peppol", label: "Peppol BIS 3.0" },
          ]}
          onChange={(value) => onProfileChange(value === "peppol" ? "peppol" : "nlcius")}
        />
        {numberNote === undefined ? (
          <TextField
            className="sm:col-span-2"
            label="Invoice number"
            value={invoice.number}
            onChange={(number) => onChange({ number })}
            placeholder="2025-001"
            {...fieldCheck(errorFor, "number")}
          />
        ) : (
          <div className="sm:col-span-2">
            <span className="block text-xs font-medium text-gray-700 dark:text-gray-300">Invoice number</span>
            <p data-testid="invoice-number" className="mt-1 py-1.5 text-sm text-gray-700 dark:text-gray-300">
              {numberNote}
            </p>
          </div>
        )}
        <TextField
          className="sm:col-span-2"
          label="Invoice date"
          type="date"
          value={invoice.issueDate}
          onChange={(issueDate) =>
            onChange({
              issueDate,
              dueDate: termDays !== null && termDays >= 0 ? addDays(issueDate, termDays) : invoice.dueDate,
            })
          }
          {...fieldCheck(errorFor, "issueDate")}
        />
        <SelectField
          className="sm:col-span-2"
          label="Payment term"
          value={termDays !== null && PAYMENT_TERMS.includes(String(termDays)) ? String(termDays) : "custom"}
          options={[
            ...PAYMENT_TERMS.map((days) => ({
              value: days,
              label: days === "0" ? "On receipt" : `${days} days`,
            })),
            { value: "custom", label: "Custom due date" },
          ]}
          onChange={(days) => {
            if (days !== "custom") onChange({ dueDate: addDays(invoice.issueDate, Number(days)) });
          }}
        />
        <TextField
          className="sm:col-span-2"
          label="Due date"
          type="date"
          value={invoice.dueDate}
          onChange={(dueDate) => onChange({ dueDate })}
          {...fieldCheck(errorFor, "dueDate")}
        />
        <SelectField
          className="sm:col-span-2"
          label="Delivery"
          value={invoice.delivery?.kind ?? "none"}
          options={[
            { value: "none", label: "Same as invoice date" },
            { value: "date", label: "Delivery date" },
            { value: "period", label: "Delivery period" },
          ]}
          onChange={(kind) =>
            onChange({
              delivery:
                kind === "date"
                  ? { kind: "date", date: invoice.issueDate }
                  : kind === "period"
                    ? { kind: "period", start: invoice.issueDate, end: invoice.issueDate }
                    : null,
            })
          }
        />
        {invoice.delivery?.kind === "date" ? (
          <TextField
            className="sm:col-span-2"
            label="Delivery date"
            type="date"
            value={invoice.delivery.date}
            onChange={(date) => onChange({ delivery: { kind: "date", date } })}
            {...fieldCheck(errorFor, "delivery")}
          />
        ) : null}
        {invoice.delivery?.kind === "period" ? (
          <>
            <TextField
              className="sm:col-span-2"
              label="Delivery period from"
              type="date"
              value={invoice.delivery.start}
              onChange={(start) =>
                invoice.delivery?.kind === "period" && onChange({ delivery: { ...invoice.delivery, start } })
              }
              {...fieldCheck(errorFor, "delivery")}
            />
            <TextField
              className="sm:col-span-2"
              label="Delivery period to"
              type="date"
              value={invoice.delivery.end}
              onChange={(end) =>
                invoice.delivery?.kind === "period" && onChange({ delivery: { ...invoice.delivery, end } })
              }
            />
          </>
        ) : null}
        <SelectField
          className="sm:col-span-2"
          label="Currency"
          value={invoice.currency}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(currency) => onChange({ currency })}
        />
        <TextField
          className="sm:col-span-3"
          label="Customer reference"
          value={invoice.buyerReference}
          onChange={(buyerReference) => onChange({ buyerReference })}
          placeholder="Required for e-invoices (or a PO number)"
        />
        <TextField
          className="sm:col-span-3"
          label="Purchase order number"
          value={invoice.orderReference}
          onChange={(orderReference) => onChange({ orderReference })}
        />
        <TextField
          className="sm:col-span-6"
          label="Payment reference"
          value={invoice.paymentReference}
          onChange={(paymentReference) => onChange({ paymentReference })}
          placeholder={invoice.number ? `Defaults to ${invoice.number}` : "Defaults to the invoice number"}
        />
        {invoice.kind === "credit-note" ? (
          <>
            <TextField
              className="sm:col-span-3"
              label="Number of the corrected invoice"
              value={invoice.precedingInvoice?.number ?? ""}
              onChange={(number) =>
                onChange({
                  precedingInvoice: { issueDate: invoice.precedingInvoice?.issueDate ?? "", number },
                })
              }
              {...fieldCheck(errorFor, "precedingInvoice")}
            />
            <TextField
              className="sm:col-span-3"
              label="Date of the corrected invoice"
              type="date"
              value={invoice.precedingInvoice?.issueDate ?? ""}
              onChange={(issueDate) =>
                onChange({
                  precedingInvoice: { number: invoice.precedingInvoice?.number ?? "", issueDate },
                })
              }
            />
          </>
        ) : null}
        <div className="sm:col-span-6">
          <CheckboxField
            label="Simplified invoice"
            description="Allowed up to €100 including VAT; the customer's address may be left out."
            checked={invoice.simplified}
            onChange={(simplified) => onChange({ simplified })}
          />
        </div>
      </div>
    </fieldset>
  );
}
