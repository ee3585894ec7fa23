import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { ForwardingInstructions } from "./forwarding-instructions";
import { InboundAddressCard } from "./inbound-address-card";
import { RefusedMessages } from "./refused-messages";
import { useInboundAddress } from "./use-inbound-address";

/** /dashboard/settings: the personal inbound address, how to forward to it, and refused messages. */
export function InboundEmailSettings(): ReactElement {
  const state = useInboundAddress();
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">{m.inbound_settings_intro()}</p>
      <InboundAddressCard state={state} />
      {state.address ? <ForwardingInstructions /> : null}
      <RefusedMessages />
    </div>
  );
}
