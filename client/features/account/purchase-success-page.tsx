import { Link } from "@tanstack/react-router";
import { type ReactElement, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { PageIntro } from "../../components/ui/page-intro";
import { fetchLatestPayment, formatDate, type PaymentView, type PlanView } from "../billing/billing-api";
import { formatPrice, planName } from "../billing/plan-text";

const WAITING = new Set(["open", "pending", "authorized"]);
const POLL_MS = 3_000;
const MAX_POLLS = 40;

const LINK = "font-medium text-blue-700 underline dark:text-blue-300";

interface Known {
  readonly payment: PaymentView | null;
  readonly plan: PlanView;
}

function PaymentState({ known }: { readonly known: Known }): ReactElement {
  const { payment, plan } = known;
  if (!payment) {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold">{m.billing_no_plan_bought()}</h2>
        <p className="mt-2">
          {m.billing_no_payment({ plan: planName(plan.id) })}{" "}
          <Link to="/pricing" className={LINK}>
            {m.billing_see_the_plans()}
          </Link>
        </p>
      </div>
    );
  }
  const amount = formatPrice(payment.totalCents);
  if (payment.status === "paid") {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold">{m.billing_paid_heading({ plan: planName(plan.id) })}</h2>
        <p className="mt-2">
          {m.billing_paid_received({ amount })}
          {plan.periodEnd ? m.billing_paid_runs_until({ date: formatDate(plan.periodEnd) }) : ""}{" "}
          {m.billing_paid_invoice_in()}{" "}
          <Link to="/dashboard/settings" hash="billing" className={LINK}>
            {m.billing_settings_link()}
          </Link>{" "}
          {m.billing_paid_by_email()}
        </p>
      </div>
    );
  }
  if (WAITING.has(payment.status)) {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold">{m.billing_waiting_heading()}</h2>
        <p className="mt-2">{m.billing_waiting_text({ amount })}</p>
      </div>
    );
  }
  const name = planName(plan.id);
  const [heading, text] =
    payment.status === "expired"
      ? [m.billing_failed_expired_heading(), m.billing_failed_expired_text({ amount, plan: name })]
      : payment.status === "canceled"
        ? [m.billing_failed_canceled_heading(), m.billing_failed_canceled_text({ amount, plan: name })]
        : [m.billing_failed_failed_heading(), m.billing_failed_failed_text({ amount, plan: name })];
  return (
    <div role="alert">
      <h2 className="text-2xl font-bold">{heading}</h2>
      <p className="mt-2">{text}</p>
      <Link
        to="/pricing"
        className="mt-4 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
      >
        {m.billing_try_again()}
      </Link>
    </div>
  );
}

/**
 * /purchase-success: the state of the latest payment as the server knows it (it asks Mollie itself
 * while the payment waits). The redirect from the payment page proves nothing, so it is not read.
 */
export default function PurchaseSuccessPage(): ReactElement {
  const [known, setKnown] = useState<Known | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        void fetchLatestPayment(controller.signal).then((result) => {
          if (controller.signal.aborted) return;
          if (!result.ok) {
            setError(result.message);
            return;
          }
          setKnown(result.value);
          const waiting = result.value.payment && WAITING.has(result.value.payment.status);
          if (waiting && polls < MAX_POLLS) setPolls((count) => count + 1);
        });
      },
      polls === 0 ? 0 : POLL_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [polls]);

  return (
    <PageIntro path="/purchase-success">
      <div className="mt-8 rounded-xl border border-gray-200 p-6 dark:border-gray-700">
        {error ? (
          <p role="alert">{error}</p>
        ) : known ? (
          <PaymentState known={known} />
        ) : (
          <p role="status">{m.billing_checking_payment()}</p>
        )}
      </div>
    </PageIntro>
  );
}
