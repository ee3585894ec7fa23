import type { ReactElement } from "react";
import { ForwardingInstructions } from "./forwarding-instructions";
import { InboundAddressCard } from "./inbound-address-card";
import { RefusedMessages } from "./refused-messages";
import { useInboundAddress } from "./use-inbound-address";

/** /dashboard/settings: the personal inbound address, how to forward to it, and refused messages. */
export function InboundEmailSettings(): ReactElement {
  const state = useInboundAddress();
  return (
    <div className="space-y-6">
      <p className="text-gray-700 dark:text-gray-300">
        Forward supplier invoices to your own address. PDF, JPEG, PNG and UBL/CII XML attachments (also inside
        forwarded messages) are read like uploads and appear under Invoices. Messages without such an
        attachment are refused and listed below.
      </p>
      <InboundAddressCard state={state} />
      {state.address ? <ForwardingInstructions /> : null}
      <RefusedMessages />
    </div>
  );
}
