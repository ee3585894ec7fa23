import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { ForwardingInstructions } from "./forwarding-instructions";
import { InboundAddressCard } from "./inbound-address-card";
import { useInboundAddress } from "./use-inbound-address";

/** The processor page's short version: the address (or a button to create it) and the how-to, folded. */
export function InboundEmailPanel(): ReactElement {
  const state = useInboundAddress();
  return (
    <details className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <summary className="cursor-pointer font-semibold">{m.inbound_panel_summary()}</summary>
      <div className="mt-4 space-y-4">
        <InboundAddressCard state={state} />
        {state.address ? <ForwardingInstructions /> : null}
        <p className="text-sm text-gray-600 dark:text-gray-400">{m.inbound_refused_in_settings()}</p>
      </div>
    </details>
  );
}
