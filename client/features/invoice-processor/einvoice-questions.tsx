import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { EInvoiceAnswerName, EInvoiceAnswers } from "../../../core/invoice/purchase/einvoice-answers";
import type { ExportInput } from "../../../core/invoice/purchase/export-questions";
import type { ExportQuestion } from "../../../core/invoice/purchase/export-readiness";
import { wordEInvoiceRule } from "../invoice-generator/rule-words";
import { FIELDS } from "../invoice-ocr/field-list";

type Message = () => string;

/** Our own checks (before the official rules), by id. */
const OWN_CHECKS: Readonly<Record<string, Message>> = {
  "vat-rate": m.processor_einvoice_check_vat_rate,
  "zero-rate-category": m.processor_einvoice_check_zero_rate_category,
  "vat-breakdown": m.processor_einvoice_check_vat_breakdown,
  "vat-breakdown-sum": m.processor_einvoice_check_vat_breakdown_sum,
  totals: m.processor_einvoice_check_totals,
};

/** A reviewed field's label; the amount due sits under the total, outside the form's list. */
function labelOf(name: string): string | undefined {
  if (name === "amountDueCents") return m.processor_field_amount_due();
  return FIELDS.find((field) => field.name === name)?.label();
}

const ANSWER_LABELS: Readonly<Record<EInvoiceAnswerName, Message>> = {
  supplierStreet: m.processor_einvoice_answer_supplier_street,
  supplierPostcode: m.processor_einvoice_answer_supplier_postcode,
  supplierCity: m.processor_einvoice_answer_supplier_city,
  supplierCountry: m.processor_einvoice_answer_supplier_country,
  supplierPeppolId: m.processor_einvoice_answer_supplier_peppol_id,
  buyerReference: m.processor_einvoice_answer_buyer_reference,
  orderReference: m.processor_einvoice_answer_order_reference,
  vatRate: m.processor_einvoice_answer_vat_rate,
  zeroRateCategory: m.processor_einvoice_answer_zero_rate_category,
};

const ZERO_CATEGORIES: readonly [NonNullable<EInvoiceAnswers["zeroRateCategory"]>, Message][] = [
  ["AE", m.processor_einvoice_zero_ae],
  ["E", m.processor_einvoice_zero_e],
  ["Z", m.processor_einvoice_zero_z],
  ["K", m.processor_einvoice_zero_k],
  ["G", m.processor_einvoice_zero_g],
  ["O", m.processor_einvoice_zero_o],
];

const INPUT =
  "mt-1 w-full rounded-md border border-gray-300 px-3 py-2 dark:border-gray-600 dark:bg-gray-900 focus:outline-none focus:ring-2 focus:ring-blue-500";

function wordQuestion(question: ExportQuestion): string {
  const own = OWN_CHECKS[question.id];
  return own ? own() : wordEInvoiceRule(question.id, question.explanation);
}

function describeInputs(inputs: readonly ExportInput[]): ReactElement | null {
  const fields = inputs.flatMap((input) => (input.kind === "field" ? (labelOf(input.name) ?? []) : []));
  const company = inputs.some((input) => input.kind === "company");
  if (inputs.length === 0)
    return <p className="text-gray-600 dark:text-gray-400">{m.processor_einvoice_no_input()}</p>;
  return (
    <>
      {fields.length > 0 && <p>{m.processor_einvoice_fix_field({ field: fields.join(" / ") })}</p>}
      {company && (
        <p>
          {m.processor_einvoice_fix_company()}{" "}
          <Link to="/dashboard/settings" className="underline">
            {m.processor_einvoice_company_link()}
          </Link>
        </p>
      )}
    </>
  );
}

interface AnswerFieldProps {
  readonly name: EInvoiceAnswerName;
  readonly value: string;
  readonly onChange: (name: EInvoiceAnswerName, value: string) => void;
}

function AnswerField({ name, value, onChange }: AnswerFieldProps): ReactElement {
  const id = `einvoice-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {ANSWER_LABELS[name]()}
      </label>
      {name === "zeroRateCategory" ? (
        <select
          id={id}
          className={INPUT}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">{m.processor_einvoice_choose()}</option>
          {ZERO_CATEGORIES.map(([code, label]) => (
            <option key={code} value={code}>
              {label()}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={INPUT}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
    </div>
  );
}

interface EInvoiceQuestionsProps {
  readonly questions: readonly ExportQuestion[];
  readonly answers: Readonly<Record<string, string>>;
  readonly onAnswer: (name: EInvoiceAnswerName, value: string) => void;
}

/** Each failed rule with its id and words, and the inputs that answer it (answers here, fields above). */
export function EInvoiceQuestions({ questions, answers, onAnswer }: EInvoiceQuestionsProps): ReactElement {
  // What the rules ask now, and what was answered before (so a saved answer stays editable).
  const answered = (Object.keys(ANSWER_LABELS) as EInvoiceAnswerName[]).filter(
    (name) => (answers[name] ?? "") !== "",
  );
  const asked = [
    ...new Set([
      ...questions.flatMap((question) =>
        question.inputs.flatMap((input) => (input.kind === "answer" ? [input.name] : [])),
      ),
      ...answered,
    ]),
  ];
  return (
    <div className="mt-3 text-sm">
      {questions.length > 0 && <p>{m.processor_einvoice_questions()}</p>}
      <ul className="mt-2 space-y-2">
        {questions.map((question) => (
          <li
            key={question.id}
            className="rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>
              <span className="font-mono text-xs">{question.id}</span> {wordQuestion(question)}
            </p>
            <p className="text-xs">
              {m.processor_einvoice_blocks({
                forms: question.profiles
                  .map((profile) => (profile === "peppol" ? "Peppol BIS 3" : "SI-UBL 2.0"))
                  .join(", "),
              })}
            </p>
            {describeInputs(question.inputs)}
          </li>
        ))}
      </ul>
      {asked.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {asked.map((name) => (
            <AnswerField key={name} name={name} value={answers[name] ?? ""} onChange={onAnswer} />
          ))}
        </div>
      )}
    </div>
  );
}
