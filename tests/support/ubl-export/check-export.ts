import { readEInvoice } from "../../../core/invoice/extraction/einvoice/read-einvoice";
import type { InvoiceFields, VatLine } from "../../../core/invoice/extraction/types";
import type { EInvoiceProfile } from "../../../core/invoice/model";
import { readUbl } from "../../../core/invoice/ubl/read-ubl";
import { normaliseVatNumber } from "../../../core/validation/btw-id";
import { normaliseIban } from "../../../core/validation/iban";
import { validateOfficially } from "../official-validator";
import type { ReviewedExport } from "./review-and-export";

const SETS: Readonly<Record<EInvoiceProfile, string[]>> = {
  nlcius: ["en", "si-ubl"],
  peppol: ["en", "peppol"],
};

/** Fatal findings of the official EN 16931 + SI-UBL / Peppol rules, "profile: [set] id: text". */
export function officialFatal(result: ReviewedExport): string[] {
  return (["nlcius", "peppol"] as const).flatMap((profile) => {
    const xml = result.xml[profile];
    if (!xml) return [`${profile}: not written`];
    return validateOfficially(xml, SETS[profile]).fatal.map((fatal) => `${profile}: ${fatal}`);
  });
}

function differ(name: string, reviewed: unknown, read: unknown): string[] {
  return reviewed === read ? [] : [`${name}: reviewed ${String(reviewed)}, read back ${String(read)}`];
}

/** Our own readers read the export back to the reviewed values (an empty list when they do). */
export function roundTripDifferences(result: ReviewedExport, withoutPdf: string): string[] {
  const xml = result.xml.peppol ?? "";
  const model = readUbl(xml, "en");
  const fields = result.extraction.fields;
  if (!model.ok) return [`read-ubl: ${model.error}`];
  const invoice = model.value.invoice;
  const credit = invoice.kind === "credit-note";
  const sign = credit && (fields.totalCents?.value ?? 0) < 0 ? -1 : 1;
  const out = [
    ...differ("number", fields.invoiceNumber?.value ?? "", invoice.number),
    ...differ("issue date", fields.invoiceDate?.value ?? "", invoice.issueDate),
    ...differ("currency", fields.currency?.value ?? "", invoice.currency),
    ...differ("supplier", (fields.supplierName?.value ?? "").trim(), invoice.supplier.name),
    ...differ(
      "supplier VAT id",
      normaliseVatNumber(fields.supplierVatId?.value ?? ""),
      invoice.supplier.vatNumber,
    ),
    ...differ("supplier IBAN", normaliseIban(fields.supplierIban?.value ?? ""), invoice.supplier.iban),
    ...differ("embedded PDF", true, (model.value.pdf?.bytes.length ?? 0) > 0),
  ];
  const read = readEInvoice(withoutPdf);
  if (!read.ok) return [...out, `read-einvoice: ${read.error}`];
  const back = read.value.fields;
  const cents = (value: number | undefined): number | null => (value === undefined ? null : value * sign);
  const total = cents(fields.totalCents?.value);
  const vat = cents(fields.vatTotalCents?.value) ?? 0;
  const rounding = reviewedRounding(fields, sign);
  out.push(
    // BT-112 is net + VAT; the reviewed total is the amount after a rounding the review found.
    ...differ(
      "total",
      total === null ? null : total - (fields.roundingCents ? 0 : rounding),
      back.totalCents?.value ?? null,
    ),
    ...differ("VAT", vat, back.vatTotalCents?.value ?? null),
    ...differ("rounding", rounding, back.roundingCents?.value ?? 0),
  );
  if (fields.subtotalCents)
    out.push(...differ("net", cents(fields.subtotalCents.value), back.subtotalCents?.value ?? null));
  if (result.extraction.vatLines.length > 0)
    out.push(
      ...differ(
        "VAT breakdown",
        breakdownOf(result.extraction.vatLines, sign, {
          net: cents(fields.subtotalCents?.value) ?? (total === null ? null : total - vat - rounding),
          reverseChargeZero: result.answers.zeroRateCategory === "AE",
        }),
        breakdownOf(read.value.vatLines, 1, { net: null, reverseChargeZero: false }),
      ),
    );
  return out;
}

/** The rounding (BT-114) the export should carry: stated by the invoice, or total − (net + VAT). */
function reviewedRounding(fields: InvoiceFields, sign: number): number {
  if (fields.roundingCents) return fields.roundingCents.value * sign;
  const { totalCents, subtotalCents, vatTotalCents } = fields;
  if (!totalCents || !subtotalCents) return 0;
  return (totalCents.value - subtotalCents.value - (vatTotalCents?.value ?? 0)) * sign;
}

/** A 0 % row the person called reverse charge is written as AE, as "btw verlegd" is. */
function canonicalRate(rate: string, reverseChargeZero: boolean): string {
  if (rate === "reverse-charge" || (reverseChargeZero && Number(rate) === 0)) return "reverse-charge";
  return String(Number(rate));
}

/**
 * The breakdown as "rate base vat" per rate, sorted: rows of one rate are one TaxSubtotal (BR-CO-18),
 * and a taxable amount left unknown in the review is the net amount less the others.
 */
function breakdownOf(
  lines: readonly Pick<VatLine, "rate" | "baseCents" | "vatCents">[],
  sign: number,
  context: { readonly net: number | null; readonly reverseChargeZero: boolean },
): string {
  const known = lines.reduce((sum, line) => sum + (line.baseCents ?? 0), 0) * sign;
  const rows = new Map<string, { base: number; vat: number }>();
  for (const line of lines) {
    const rate = canonicalRate(line.rate, context.reverseChargeZero);
    const base = line.baseCents === null ? (context.net ?? 0) - known : line.baseCents * sign;
    const row = rows.get(rate) ?? { base: 0, vat: 0 };
    rows.set(rate, { base: row.base + base, vat: row.vat + line.vatCents * sign });
  }
  return [...rows]
    .map(([rate, row]) => `${rate} ${row.base} ${row.vat}`)
    .sort()
    .join("; ");
}
