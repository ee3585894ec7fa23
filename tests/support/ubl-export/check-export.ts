import { readEInvoice } from "../../../core/invoice/extraction/einvoice/read-einvoice";
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
  out.push(
    ...differ("total", cents(fields.totalCents?.value), back.totalCents?.value ?? null),
    ...differ("VAT", cents(fields.vatTotalCents?.value) ?? 0, back.vatTotalCents?.value ?? null),
  );
  if (fields.subtotalCents)
    out.push(...differ("net", cents(fields.subtotalCents.value), back.subtotalCents?.value ?? null));
  const vatOf = (lines: readonly { vatCents: number }[]): string =>
    lines
      .map((line) => line.vatCents)
      .sort((a, b) => a - b)
      .join(",");
  if (result.extraction.vatLines.length > 0)
    out.push(
      ...differ(
        "VAT breakdown",
        vatOf(result.extraction.vatLines.map((line) => ({ vatCents: line.vatCents * sign }))),
        vatOf(read.value.vatLines),
      ),
    );
  return out;
}
