import { m } from "../../../core/i18n/messages";
import type { InvoiceLine, VatCategory } from "../../../core/invoice/model";

/** The VAT treatments a line can have, as people know them, mapped to EN 16931 category + rate. */
export const VAT_CHOICES: readonly {
  readonly value: string;
  /** A message function (or a fixed text): call it while rendering. */
  readonly label: () => string;
  readonly category: VatCategory;
  readonly rate: string;
}[] = [
  { value: "S21", label: () => "21%", category: "S", rate: "21" },
  { value: "S9", label: () => "9%", category: "S", rate: "9" },
  { value: "Z0", label: () => "0%", category: "Z", rate: "0" },
  { value: "E", label: m.generator_vat_exempt, category: "E", rate: "0" },
  { value: "AE", label: m.generator_vat_reverse_charge, category: "AE", rate: "0" },
  { value: "K", label: m.generator_vat_intra_eu, category: "K", rate: "0" },
  { value: "G", label: m.generator_vat_export, category: "G", rate: "0" },
  { value: "O", label: m.generator_vat_outside_scope, category: "O", rate: "" },
];

export function vatChoiceOf(line: Pick<InvoiceLine, "vatCategory" | "vatRate">): string {
  const match = VAT_CHOICES.find(
    (choice) =>
      choice.category === line.vatCategory && (choice.category !== "S" || choice.rate === line.vatRate),
  );
  return match?.value ?? "S21";
}
