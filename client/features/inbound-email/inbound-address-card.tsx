import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
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
  if (state.loading)
    return <p className="text-sm text-gray-600 dark:text-gray-400">{m.inbound_loading_address()}</p>;

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
            {m.inbound_your_address()}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="inbound-address"
              readOnly
              value={state.address.address}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm dark:border-gray-600 dark:bg-gray-900"
            />
            <CopyButton text={state.address.address} label={m.inbound_copy_address()} />
          </div>
          {confirming ? (
            <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
              <p>
                {confirming === "regenerate" ? m.inbound_regenerate_warning() : m.inbound_turn_off_warning()}
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={state.busy}
                  onClick={() => void confirm()}
                >
                  {confirming === "regenerate"
                    ? m.inbound_confirm_regenerate()
                    : m.inbound_confirm_turn_off()}
                </button>
                <button type="button" className={BUTTON} onClick={() => setConfirming(null)}>
                  {m.inbound_cancel()}
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
                {m.inbound_regenerate()}
              </button>
              <button
                type="button"
                className={BUTTON}
                disabled={state.busy}
                onClick={() => setConfirming("turn-off")}
              >
                {m.inbound_turn_off()}
              </button>
            </div>
          )}
        </>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-700 dark:text-gray-300">{m.inbound_none_yet()}</p>
          <button type="button" className={PRIMARY} disabled={state.busy} onClick={() => void state.create()}>
            {m.inbound_create()}
          </button>
        </div>
      )}
    </div>
  );
}
