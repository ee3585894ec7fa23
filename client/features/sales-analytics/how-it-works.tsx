import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { PROSE_CLASS } from "../../components/content/prose";

/** What each figure means and where the numbers come from. */
export function HowItWorks(): ReactElement {
  return (
    <section aria-labelledby="how-heading" className="mt-12">
      <h2 id="how-heading" className="text-2xl font-bold">
        {m.analytics_how_title()}
      </h2>
      <div className={PROSE_CLASS}>
        <ul>
          <li>
            <strong>{m.analytics_how_revenue_term()}</strong>
            {m.analytics_how_revenue()}
          </li>
          <li>
            <strong>{m.analytics_how_products_term()}</strong>
            {m.analytics_how_products()}
          </li>
          <li>
            <strong>{m.analytics_how_open_term()}</strong>
            {m.analytics_how_open()}
          </li>
          <li>
            <strong>{m.analytics_how_dso_term()}</strong>
            {m.analytics_how_dso()}
          </li>
          <li>
            <strong>{m.analytics_how_late_term()}</strong>
            {m.analytics_how_late()}
            <strong>{m.analytics_how_expected_term()}</strong>
            {m.analytics_how_expected()}
          </li>
          <li>
            <strong>{m.analytics_how_data_term()}</strong>
            {m.analytics_how_data_before()}
            <Link to="/invoice-generator">{m.analytics_how_data_generator()}</Link>
            {m.analytics_how_data_middle()}
            <Link to="/bank-statement-converter">{m.analytics_how_data_converter()}</Link>
            {m.analytics_how_data_after()}
            <Link to="/invoice_processor/privacy">{m.analytics_how_data_privacy()}</Link>
            {m.analytics_how_data_end()}
          </li>
        </ul>
      </div>
    </section>
  );
}
