import { m } from "../../../core/i18n/messages";
import type { DataType } from "../../../core/leads/quote-request";

const LABELS: Readonly<Record<DataType, () => string>> = {
  customers: m.cleansing_type_customers,
  suppliers: m.cleansing_type_suppliers,
  products: m.cleansing_type_products,
  addresses: m.cleansing_type_addresses,
  crm: m.cleansing_type_crm,
  other: m.cleansing_type_other,
};

/** A kind of data in the page language: "Customer or contact data" / "Klant- of contactgegevens". */
export function dataTypeLabel(value: DataType): string {
  return LABELS[value]();
}
