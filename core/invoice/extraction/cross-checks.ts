import { validateVatNumber } from "../../validation/btw-id";
import { validateIban } from "../../validation/iban";
import { type CheckText, renderCheckText } from "./check-text";
import { daysBetween } from "./dates";
import { isValidBetalingskenmerk, isValidCreditorReference } from "./references";
import type { CrossCheck, Field, FieldName, InvoiceFields, LineItem, VatLine } from "./types";

const RAISED = 0.98;
/** Amounts may differ by a cent per VAT line from rounding per line instead of per total. */
const ROUNDING_CENTS = 2;

function adjust<T>(field: Field<T> | undefined, passed: boolean): Field<T> | undefined {
  if (!field) return field;
  const confidence = passed ? Math.max(field.confidence, RAISED) : Math.min(field.confidence, 0.5);
  return { ...field, confidence };
}

function check(
  id: CrossCheck["id"],
  outcome: CrossCheck["outcome"],
  text: CheckText,
  fields: FieldName[],
): CrossCheck {
  return { id, outcome, message: renderCheckText(text), text, fields };
}

/** Which date is missing when the due date cannot be compared (never "both or either"). */
function missingDateCode(fields: InvoiceFields): CheckText["code"] {
  if (fields.invoiceDate) return "due_date_missing";
  return fields.dueDate ? "invoice_date_missing" : "dates_missing";
}

export interface CheckedInvoice {
  readonly fields: InvoiceFields;
  readonly vatLines: readonly VatLine[];
  readonly checks: readonly CrossCheck[];
}

/**
 * Cross-checks between fields. A passed check raises the confidence of the fields it covers, a
 * failed one lowers them so the review highlights them; every check is reported either way.
 */
export function runCrossChecks(
  input: InvoiceFields,
  vatLinesIn: readonly VatLine[],
  lineItems: readonly LineItem[],
): CheckedInvoice {
  const fields: InvoiceFields = { ...input };
  let vatLines = [...vatLinesIn];
  const checks: CrossCheck[] = [];
  const { subtotalCents: subtotal, vatTotalCents: vat, totalCents: total } = fields;
  const currency = fields.currency?.value ?? "EUR";

  if (subtotal && vat && total) {
    const passed = Math.abs(subtotal.value + vat.value - total.value) <= 0;
    checks.push(
      check(
        "totals-add-up",
        passed ? "pass" : "fail",
        passed
          ? { code: "totals_add_up" }
          : {
              code: "totals_mismatch",
              values: { subtotal: subtotal.value, vat: vat.value, total: total.value, currency },
            },
        ["subtotalCents", "vatTotalCents", "totalCents"],
      ),
    );
    fields.subtotalCents = adjust(subtotal, passed);
    fields.vatTotalCents = adjust(vat, passed);
    fields.totalCents = adjust(total, passed);
  } else if (subtotal && total && vatLines.length === 0 && subtotal.value === total.value) {
    checks.push(check("totals-add-up", "pass", { code: "no_vat_charged" }, ["subtotalCents", "totalCents"]));
  } else {
    checks.push(
      check("totals-add-up", "skipped", { code: "totals_missing" }, [
        "subtotalCents",
        "vatTotalCents",
        "totalCents",
      ]),
    );
  }

  if (lineItems.length > 0 && fields.subtotalCents) {
    // BT-109 = Σ lines (BT-106) − document allowances (BT-107) + document charges (BT-108).
    const sum =
      lineItems.reduce((acc, item) => acc + item.amountCents, 0) -
      (fields.allowanceTotalCents?.value ?? 0) +
      (fields.chargeTotalCents?.value ?? 0);
    // Lines priced incl. VAT add up to the gross total instead.
    const passed =
      sum === fields.subtotalCents.value ||
      Boolean(fields.vatTotalCents?.value && fields.totalCents && sum === fields.totalCents.value);
    checks.push(
      check(
        "lines-sum-to-subtotal",
        passed ? "pass" : "fail",
        passed
          ? { code: "lines_add_up", values: { count: lineItems.length } }
          : {
              code: "lines_mismatch",
              values: { sum, subtotal: fields.subtotalCents.value, currency },
            },
        ["subtotalCents"],
      ),
    );
    if (passed) fields.subtotalCents = adjust(fields.subtotalCents, true);
  } else {
    checks.push(check("lines-sum-to-subtotal", "skipped", { code: "lines_missing" }, ["subtotalCents"]));
  }

  const singleRateBase = vatLines.length === 1 ? fields.subtotalCents?.value : undefined;
  const results = vatLines.map((line) => {
    const base = line.baseCents ?? (line.rate !== "reverse-charge" ? singleRateBase : undefined);
    if (line.rate === "reverse-charge") return { line, passed: line.vatCents === 0 };
    if (base === undefined || base === null) return { line, passed: null };
    const expected = Math.round((base * Number(line.rate)) / 100);
    return { line, passed: Math.abs(expected - line.vatCents) <= ROUNDING_CENTS };
  });
  const decided = results.filter((r) => r.passed !== null);
  if (decided.length > 0) {
    const failed = decided.filter((r) => r.passed === false);
    checks.push(
      check(
        "vat-matches-rate",
        failed.length === 0 ? "pass" : "fail",
        failed.length === 0
          ? { code: "vat_rates_match" }
          : { code: "vat_rates_mismatch", values: { rates: failed.map((r) => r.line.rate) } },
        ["vatTotalCents"],
      ),
    );
    vatLines = vatLines.map((line) => {
      const result = decided.find((r) => r.line === line);
      if (!result) return line;
      return {
        ...line,
        confidence: result.passed ? Math.max(line.confidence, RAISED) : Math.min(line.confidence, 0.5),
      };
    });
  } else {
    checks.push(
      check(
        "vat-matches-rate",
        "skipped",
        { code: vatLines.length === 0 ? "vat_not_checked" : "vat_no_base" },
        ["vatTotalCents"],
      ),
    );
  }

  if (fields.supplierIban) {
    const passed = validateIban(fields.supplierIban.value).ok;
    checks.push(
      check("iban-checksum", passed ? "pass" : "fail", { code: passed ? "iban_valid" : "iban_invalid" }, [
        "supplierIban",
      ]),
    );
    fields.supplierIban = adjust(fields.supplierIban, passed);
  } else {
    checks.push(check("iban-checksum", "skipped", { code: "iban_missing" }, ["supplierIban"]));
  }

  if (fields.supplierVatId) {
    const passed = validateVatNumber(fields.supplierVatId.value).ok;
    checks.push(
      check(
        "vat-id-checksum",
        passed ? "pass" : "fail",
        { code: passed ? "vat_id_valid" : "vat_id_invalid" },
        ["supplierVatId"],
      ),
    );
    fields.supplierVatId = adjust(fields.supplierVatId, passed);
  } else {
    checks.push(check("vat-id-checksum", "skipped", { code: "vat_id_missing" }, ["supplierVatId"]));
  }

  if (fields.invoiceDate && fields.dueDate) {
    const passed = daysBetween(fields.invoiceDate.value, fields.dueDate.value) >= 0;
    checks.push(
      check(
        "due-after-invoice-date",
        passed ? "pass" : "fail",
        { code: passed ? "due_after_invoice_date" : "due_before_invoice_date" },
        ["invoiceDate", "dueDate"],
      ),
    );
    if (!passed) {
      fields.invoiceDate = adjust(fields.invoiceDate, false);
      fields.dueDate = adjust(fields.dueDate, false);
    }
  } else {
    checks.push(
      check("due-after-invoice-date", "skipped", { code: missingDateCode(fields) }, [
        "invoiceDate",
        "dueDate",
      ]),
    );
  }

  const reference = fields.paymentReference?.value;
  if (reference && (/^\d{16}$/.test(reference) || reference.startsWith("RF"))) {
    const passed = reference.startsWith("RF")
      ? isValidCreditorReference(reference)
      : isValidBetalingskenmerk(reference);
    checks.push(
      check(
        "payment-reference-checksum",
        passed ? "pass" : "fail",
        { code: passed ? "reference_valid" : "reference_invalid" },
        ["paymentReference"],
      ),
    );
  }
  return { fields, vatLines, checks };
}
