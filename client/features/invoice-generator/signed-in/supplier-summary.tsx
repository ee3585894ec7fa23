import type { ReactElement } from "react";
import type { CompanyDetailsRecord } from "../../../../core/company/company-details";

/** The supplier block of a signed-in invoice: read-only, from the company details. */
export function SupplierSummary({
  details,
}: {
  readonly details: CompanyDetailsRecord | null;
}): ReactElement {
  if (!details) return <p className="text-sm">No company details yet.</p>;
  const address = [
    details.street,
    [details.postcode, details.city].filter(Boolean).join(" "),
    details.country,
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <dt className="sr-only">Company</dt>
      <dd className="font-medium">{details.companyName}</dd>
      <dt className="sr-only">Address</dt>
      <dd>{address.filter(Boolean).join(", ")}</dd>
      <dt className="sr-only">VAT number</dt>
      <dd>BTW-id {details.vatNumber ?? "—"}</dd>
      <dt className="sr-only">KvK number</dt>
      <dd>KvK {details.kvkNumber ?? "—"}</dd>
      <dt className="sr-only">IBAN</dt>
      <dd>IBAN {details.iban ?? "—"}</dd>
    </dl>
  );
}
