import { useCallback, useEffect, useState } from "react";
import { type BillingOverview, fetchBilling } from "./billing-api";

export interface BillingState {
  readonly billing: BillingOverview | null;
  readonly error: string | null;
  readonly reload: () => void;
}

/** The signed-in user's plan, usage and invoices; loaded again on reload() or when `key` changes. */
export function useBilling(key = 0): BillingState {
  const [billing, setBilling] = useState<BillingOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void fetchBilling(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setBilling(result.value);
      else setError(result.message);
    });
    return () => controller.abort();
  }, [version, key]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { billing, error, reload };
}
