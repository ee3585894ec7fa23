import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactElement, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { type BillingInterval, PLANS } from "../../../core/plans/plans";
import { getSitePage } from "../../lib/site-pages";
import { rememberRedirect } from "../auth/redirect-memory";
import { useAuth, useSettledAuth } from "../auth/use-auth";
import { fetchCheckoutConfig, startCheckout } from "./billing-api";
import { PlanCard } from "./plan-card";
import { getPricingFaq } from "./pricing-faq";

const BUTTON =
  "block w-full rounded-md bg-blue-700 px-5 py-3 text-center font-semibold text-white hover:bg-blue-800 disabled:opacity-60";

function IntervalSwitch({
  interval,
  onChange,
}: {
  readonly interval: BillingInterval;
  readonly onChange: (next: BillingInterval) => void;
}): ReactElement {
  const option = (value: BillingInterval, label: string) => (
    <button
      type="button"
      aria-pressed={interval === value}
      onClick={() => onChange(value)}
      className={`rounded-md px-4 py-2 font-medium ${interval === value ? "bg-blue-700 text-white" : "hover:bg-gray-100 dark:hover:bg-gray-800"}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="mt-8 inline-flex gap-1 rounded-lg border border-gray-300 p-1 dark:border-gray-700">
      <legend className="sr-only">{m.billing_period_legend()}</legend>
      {option("month", m.billing_monthly())}
      {option("year", m.billing_yearly())}
    </fieldset>
  );
}

/** /pricing: the plans side by side from core/plans, the payment methods, and the FAQ. Prerendered. */
export default function PricingPage(): ReactElement {
  const page = getSitePage("/pricing");
  const auth = useAuth();
  const settleAuth = useSettledAuth();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>("month");
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchCheckoutConfig(controller.signal).then((result) => {
      if (!controller.signal.aborted) setConfigured(result.ok ? result.value.checkoutConfigured : null);
    });
    return () => controller.abort();
  }, []);

  async function choosePro(): Promise<void> {
    setError(null);
    setBusy(true);
    if ((await settleAuth()).status !== "signed-in") {
      setBusy(false);
      rememberRedirect("/pricing");
      await navigate({ to: "/login" });
      return;
    }
    const result = await startCheckout("pro", interval);
    if (result.ok) {
      window.location.assign(result.value.checkoutUrl);
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{m.billing_intro()}</p>
      </header>
      <IntervalSwitch interval={interval} onChange={setInterval} />
      {configured === false && (
        <p
          role="status"
          className="mt-6 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {m.billing_checkout_unconfigured()}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PlanCard plan={PLANS.free} interval={interval}>
          {auth.status === "signed-in" ? (
            <p className="text-center text-sm text-gray-700 dark:text-gray-300">
              {m.billing_every_account_free()}
            </p>
          ) : (
            <Link to="/login" className={BUTTON}>
              {m.billing_create_free_account()}
            </Link>
          )}
        </PlanCard>
        <PlanCard plan={PLANS.pro} interval={interval}>
          <button
            type="button"
            className={BUTTON}
            disabled={busy || configured === false}
            onClick={() => void choosePro()}
          >
            {busy
              ? m.billing_opening_payment()
              : interval === "year"
                ? m.billing_choose_pro_yearly()
                : m.billing_choose_pro_monthly()}
          </button>
        </PlanCard>
      </div>

      <section aria-labelledby="methods-heading" className="mt-14">
        <h2 id="methods-heading" className="text-2xl font-bold">
          {m.billing_methods_heading()}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          <li>
            <strong>iDEAL</strong>
            {m.billing_method_ideal()}
          </li>
          <li>
            <strong>{m.billing_method_card_name()}</strong>
            {m.billing_method_card()}
          </li>
          <li>
            <strong>{m.billing_method_sepa_name()}</strong>
            {m.billing_method_sepa()}
          </li>
        </ul>
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{m.billing_mollie_note()}</p>
      </section>

      <section aria-labelledby="faq-heading" className="mt-14">
        <h2 id="faq-heading" className="text-2xl font-bold">
          {m.billing_faq_heading()}
        </h2>
        <div className="mt-4 space-y-3">
          {getPricingFaq().map((entry) => (
            <details
              key={entry.question}
              className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
            >
              <summary className="cursor-pointer font-semibold">{entry.question}</summary>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
