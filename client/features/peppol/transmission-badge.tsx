import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { TransmissionView } from "./peppol-api";

const TONES: Record<TransmissionView["status"], string> = {
  sent: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delivered: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  rejected: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

function describe(transmission: TransmissionView): string {
  const reason = transmission.reason ?? "";
  if (transmission.status === "delivered") return m.peppol_status_delivered();
  if (transmission.status === "rejected") return m.peppol_status_rejected({ reason });
  if (transmission.status === "failed") return m.peppol_status_failed({ reason });
  return m.peppol_status_sent();
}

/** Sent / Delivered / Rejected: <the receiver's reason>. */
export function TransmissionBadge({ transmission }: { transmission: TransmissionView }): ReactElement {
  return (
    <span
      data-testid="peppol-status"
      className={`inline-block break-words rounded px-2 py-0.5 text-xs font-medium ${TONES[transmission.status]}`}
    >
      {describe(transmission)}
    </span>
  );
}
