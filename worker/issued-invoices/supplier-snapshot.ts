import type { Supplier } from "../../core/invoice/model";
import type { CompanyRow } from "../account/company-store";

/**
 * The supplier as the company details say at issue time. Copied into the issued document, so a
 * later change of address or IBAN never alters an invoice that was already sent. The KOR choice
 * is the invoice's (the company details have no such field).
 */
export function toSupplierSnapshot(company: CompanyRow, kor: boolean): Supplier {
  return {
    name: company.companyName,
    address: {
      street: company.street ?? "",
      postcode: company.postcode ?? "",
      city: company.city ?? "",
      country: company.country,
    },
    vatNumber: company.vatNumber ?? "",
    kvk: company.kvkNumber ?? "",
    email: company.email ?? "",
    iban: company.iban ?? "",
    kor,
  };
}
