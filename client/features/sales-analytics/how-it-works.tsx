import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { PROSE_CLASS } from "../../components/content/prose";

/** What each figure means and where the numbers come from. */
export function HowItWorks(): ReactElement {
  return (
    <section aria-labelledby="how-heading" className="mt-12">
      <h2 id="how-heading" className="text-2xl font-bold">
        How the figures are calculated
      </h2>
      <div className={PROSE_CLASS}>
        <ul>
          <li>
            <strong>Revenue</strong> is the sum of the invoices you issued in the period, by invoice date,
            excluding and including VAT; credit notes subtract. The quarters are those of your VAT return, so
            they match the VAT summary on your dashboard to the cent.
          </li>
          <li>
            <strong>Product lines</strong> are the line item descriptions on your invoices; discounts and
            charges on a whole invoice have a row of their own, so the rows add up to the revenue.
          </li>
          <li>
            <strong>Open receivables</strong> are invoices not marked paid, less the payments matched from
            your bank statements, aged by the days past their due date. They are today's, whatever period you
            choose, and equal the receivables on your dashboard.
          </li>
          <li>
            <strong>Days sales outstanding (DSO)</strong> is the receivables at the end of the period divided
            by the revenue including VAT in it, times the number of days in the period.
          </li>
          <li>
            <strong>Days late</strong> run from an invoice's due date to the payment that settled it in full
            (negative means early). <strong>Expected cash</strong> moves each open invoice's due date by its
            customer's average days late.
          </li>
          <li>
            <strong>Data:</strong> invoices issued with the{" "}
            <Link to="/invoice-generator">invoice generator</Link> while signed in, and payments matched from
            statements saved with the <Link to="/bank-statement-converter">bank statement converter</Link>.
            Only amounts in euros are summed. Your figures are calculated from your own account only; see our{" "}
            <Link to="/invoice_processor/privacy">privacy policy</Link>.
          </li>
        </ul>
      </div>
    </section>
  );
}
