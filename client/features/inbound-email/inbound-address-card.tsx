import { type ReactElement, useState } from "react";
import { FormMessage } from "../auth/form-message";
import { CopyButton } from "./copy-button";
import type { InboundAddressState } from "./use-inbound-address";

const BUTTON =
  "rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800";
const PRIMARY =
  "rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60";

/** The address with copy, regenerate (after a confirmation) and turn off; or the button to create one. */
export function InboundAddressCard({ state }: { state: InboundAddressState }): ReactElement {
  const [confirming, setConfirming] = useState<"regenerate" | "turn-off" | null>(null);
  if (state.loading) return <p className="text-sm text-gray-600 dark:text-gray-400">Loading your address…</p>;

  const confirm = async (): Promise<void> => {
    const action = confirming;
    setConfirming(null);
    if (action === "regenerate") await state.create();
    if (action === "turn-off") await state.turnOff();
  };

  return (
    <div className="space-y-3">
      {state.error ? <FormMessage kind="error" text={state.error} /> : null}
      {state.address ? (
        <>
          <label htmlFor="inbound-address" className="block text-sm font-medium">
            Your inbound address
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="inbound-address"
              readOnly
              value={state.address.address}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm dark:border-gray-600 dark:bg-gray-900"
            />
            <CopyButton text={state.address.address} label="Copy address" />
          </div>
          {confirming ? (
            <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
              <p>
                {confirming === "regenerate"
                  ? "The current address stops working at once; mail sent to it will be refused. Update your forwarding rules with the new address."
                  : "Mail sent to this address will be refused from now on."}
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={state.busy}
                  onClick={() => void confirm()}
                >
                  {confirming === "regenerate" ? "Yes, create a new address" : "Yes, turn it off"}
                </button>
                <button type="button" className={BUTTON} onClick={() => setConfirming(null)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={BUTTON}
                disabled={state.busy}
                onClick={() => setConfirming("regenerate")}
              >
                Create a new address
              </button>
              <button
                type="button"
                className={BUTTON}
                disabled={state.busy}
                onClick={() => setConfirming("turn-off")}
              >
                Turn off
              </button>
            </div>
          )}
        </>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            You have no inbound address yet. Create one, then forward supplier e-mails to it: the PDF, photo
            or UBL attachments are read like uploads and appear under your invoices.
          </p>
          <button type="button" className={PRIMARY} disabled={state.busy} onClick={() => void state.create()}>
            Create my inbound address
          </button>
        </div>
      )}
    </div>
  );
}
