import type { ReactElement } from "react";
import { registeredNameAgrees } from "../../../core/vies/name-agreement";
import { fetchVatCheck } from "./vat-check-api";
import { VatCheckPanel } from "./vat-check-panel";

/** The company details' check of the user's own VAT id, compared with the company name as typed. */
export function OwnVatCheck({ vatId, companyName }: { vatId: string; companyName: string }): ReactElement {
  return (
    <VatCheckPanel
      comparedWith="company"
      vatId={vatId}
      run={async (id) => {
        const reply = await fetchVatCheck(id);
        if (!reply.ok) return reply;
        const { check } = reply.value;
        return { ok: true, value: { check, nameAgrees: registeredNameAgrees(check.name, companyName) } };
      }}
    />
  );
}
