import type { ReactElement } from "react";
import type { CompanyDetailsRecord } from "../../../../core/company/company-details";
import { m } from "../../../../core/i18n/messages";

/** The supplier block of a signed-in invoice: read-only, from the company details. */
export function SupplierSummary({
  details,
}: {
  readonly details: CompanyDetailsRecord | null;
}): ReactElement {
  if (!details) return <p className="text-sm">{m.generator_no_company()}</p>;
  const address = [
    details.street,
    [details.postcode, details.city].filter(Boolean).join(" "),
    details.country,
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <dt className="sr-only">{m.generator_summary_company()}</dt>
      <dd className="font-medium">{details.companyName}</dd>
      <dt className="sr-only">{m.generator_summary_address()}</dt>
      <dd>{address.filter(Boolean).join(", ")}</dd>
      <dt className="sr-only">{m.generator_summary_vat()}</dt>
      <dd>{m.generator_summary_vat_value({ value: details.vatNumber ?? "—" })}</dd>
      <dt className="sr-only">{m.generator_summary_kvk()}</dt>
      <dd>{m.generator_summary_kvk_value({ value: details.kvkNumber ?? "—" })}</dd>
      <dt className="sr-only">{m.generator_summary_iban()}</dt>
      <dd>{m.generator_summary_iban_value({ value: details.iban ?? "—" })}</dd>
    </dl>
  );
}
