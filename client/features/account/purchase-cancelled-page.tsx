import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { PageIntro } from "../../components/ui/page-intro";

/** /purchase-cancelled: Mollie's cancel URL. A cancelled payment is never charged. */
export default function PurchaseCancelledPage(): ReactElement {
  return (
    <PageIntro path="/purchase-cancelled">
      <div role="status" className="mt-8 rounded-xl border border-gray-200 p-6 dark:border-gray-700">
        <h2 className="text-2xl font-bold">{m.billing_nothing_charged()}</h2>
        <p className="mt-2">{m.billing_left_payment()}</p>
        <Link
          to="/pricing"
          className="mt-4 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          {m.billing_back_to_plans()}
        </Link>
      </div>
    </PageIntro>
  );
}
