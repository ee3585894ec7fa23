import { Link } from "@tanstack/react-router";
import { type ReactElement, useEffect, useState } from "react";
import { formatEuroCents } from "../../../core/plans/plans";
import { PageIntro } from "../../components/ui/page-intro";
import { fetchLatestPayment, formatDate, type PaymentView, type PlanView } from "../billing/billing-api";

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
        <h2 className="text-2xl font-bold">You have not bought a plan</h2>
        <p className="mt-2">
          There is no payment on your account, so nothing was charged. You are on the {plan.name} plan.{" "}
          <Link to="/pricing" className={LINK}>
            See the plans
          </Link>
        </p>
      </div>
    );
  }
  const amount = formatEuroCents(payment.totalCents);
  if (payment.status === "paid") {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold">Payment received: your {plan.name} plan is active</h2>
        <p className="mt-2">
          We received {amount}.{plan.periodEnd ? ` Your plan runs until ${formatDate(plan.periodEnd)}.` : ""}{" "}
          The invoice is in{" "}
          <Link to="/dashboard/settings" hash="billing" className={LINK}>
            Settings
          </Link>{" "}
          and on its way by e-mail.
        </p>
      </div>
    );
  }
  if (WAITING.has(payment.status)) {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold">Waiting for your bank</h2>
        <p className="mt-2">
          Your payment of {amount} has not been confirmed yet. This page updates by itself; your plan starts
          as soon as the payment is confirmed.
        </p>
      </div>
    );
  }
  const what =
    payment.status === "expired" ? "expired" : payment.status === "canceled" ? "was cancelled" : "failed";
  return (
    <div role="alert">
      <h2 className="text-2xl font-bold">Your payment {what}</h2>
      <p className="mt-2">
        The payment of {amount} {what}, so nothing was charged and your plan did not change. You are on the{" "}
        {plan.name} plan.
      </p>
      <Link
        to="/pricing"
        className="mt-4 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
      >
        Try again
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
          <p role="status">Checking your payment…</p>
        )}
      </div>
    </PageIntro>
  );
}
