import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
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
      <legend className="px-1 text-sm font-semibold">{m.generator_invoice_legend()}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
        <SelectField
          className="sm:col-span-2"
          label={m.generator_document()}
          value={invoice.kind}
          options={[
            { value: "invoice", label: m.generator_kind_invoice() },
            { value: "credit-note", label: m.generator_kind_credit_note() },
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
          label={m.generator_invoice_language()}
          value={invoice.language}
          options={[
            { value: "nl", label: m.language_name_nl() },
            { value: "en", label: m.language_name_en() },
          ]}
          onChange={(language) => onChange({ language: language === "en" ? "en" : "nl" })}
        />
        <SelectField
          className="sm:col-span-2"
          label={m.generator_einvoice_format()}
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
            label={m.generator_invoice_number()}
            value={invoice.number}
            onChange={(number) => onChange({ number })}
            placeholder="2025-001"
            {...fieldCheck(errorFor, "number")}
          />
        ) : (
          <div className="sm:col-span-2">
            <span className="block text-xs font-medium text-gray-700 dark:text-gray-300">
              {m.generator_invoice_number()}
            </span>
            <p data-testid="invoice-number" className="mt-1 py-1.5 text-sm text-gray-700 dark:text-gray-300">
              {numberNote}
            </p>
          </div>
        )}
        <TextField
          className="sm:col-span-2"
          label={m.generator_invoice_date()}
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
          label={m.generator_payment_term()}
          value={termDays !== null && PAYMENT_TERMS.includes(String(termDays)) ? String(termDays) : "custom"}
          options={[
            ...PAYMENT_TERMS.map((days) => ({
              value: days,
              label: days === "0" ? m.generator_on_receipt() : m.generator_term_days({ days }),
            })),
            { value: "custom", label: m.generator_custom_due() },
          ]}
          onChange={(days) => {
            if (days !== "custom") onChange({ dueDate: addDays(invoice.issueDate, Number(days)) });
          }}
        />
        <TextField
          className="sm:col-span-2"
          label={m.generator_due_date()}
          type="date"
          value={invoice.dueDate}
          onChange={(dueDate) => onChange({ dueDate })}
          {...fieldCheck(errorFor, "dueDate")}
        />
        <SelectField
          className="sm:col-span-2"
          label={m.generator_delivery()}
          value={invoice.delivery?.kind ?? "none"}
          options={[
            { value: "none", label: m.generator_delivery_same() },
            { value: "date", label: m.generator_delivery_date() },
            { value: "period", label: m.generator_delivery_period() },
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
            label={m.generator_delivery_date()}
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
              label={m.generator_delivery_from()}
              type="date"
              value={invoice.delivery.start}
              onChange={(start) =>
                invoice.delivery?.kind === "period" && onChange({ delivery: { ...invoice.delivery, start } })
              }
              {...fieldCheck(errorFor, "delivery")}
            />
            <TextField
              className="sm:col-span-2"
              label={m.generator_delivery_to()}
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
          label={m.generator_currency()}
          value={invoice.currency}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          onChange={(currency) => onChange({ currency })}
        />
        <TextField
          className="sm:col-span-3"
          label={m.generator_customer_reference()}
          value={invoice.buyerReference}
          onChange={(buyerReference) => onChange({ buyerReference })}
          placeholder={m.generator_customer_reference_placeholder()}
        />
        <TextField
          className="sm:col-span-3"
          label={m.generator_order_number()}
          value={invoice.orderReference}
          onChange={(orderReference) => onChange({ orderReference })}
        />
        <TextField
          className="sm:col-span-6"
          label={m.generator_payment_reference()}
          value={invoice.paymentReference}
          onChange={(paymentReference) => onChange({ paymentReference })}
          placeholder={
            invoice.number
              ? m.generator_payment_reference_default({ number: invoice.number })
              : m.generator_payment_reference_default_number()
          }
        />
        {invoice.kind === "credit-note" ? (
          <>
            <TextField
              className="sm:col-span-3"
              label={m.generator_corrected_number()}
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
              label={m.generator_corrected_date()}
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
            label={m.generator_simplified()}
            description={m.generator_simplified_description()}
            checked={invoice.simplified}
            onChange={(simplified) => onChange({ simplified })}
          />
        </div>
      </div>
    </fieldset>
  );
}
