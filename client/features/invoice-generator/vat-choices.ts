import type { InvoiceLine, VatCategory } from "../../../core/invoice/model";

/** The VAT treatments a line can have, as people know them, mapped to EN 16931 category + rate. */
export const VAT_CHOICES: readonly {
  readonly value: string;
  readonly label: string;
  readonly category: VatCategory;
  readonly rate: string;
}[] = [
  { value: "S21", label: "21 %", category: "S", rate: "21" },
  { value: "S9", label: "9 %", category: "S", rate: "9" },
  { value: "Z0", label: "0 %", category: "Z", rate: "0" },
  { value: "E", label: "Exempt", category: "E", rate: "0" },
  { value: "AE", label: "Reverse charge (btw verlegd)", category: "AE", rate: "0" },
  { value: "K", label: "Intra-EU supply 0 %", category: "K", rate: "0" },
  { value: "G", label: "Export outside EU 0 %", category: "G", rate: "0" },
  { value: "O", label: "Outside the scope of VAT", category: "O", rate: "" },
];

export function vatChoiceOf(line: Pick<InvoiceLine, "vatCategory" | "vatRate">): string {
  const match = VAT_CHOICES.find(
    (choice) =>
      choice.category === line.vatCategory && (choice.category !== "S" || choice.rate === line.vatRate),
  );
  return match?.value ?? "S21";
}
