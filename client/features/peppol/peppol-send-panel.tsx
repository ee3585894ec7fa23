import { Link } from "@tanstack/react-router";
import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { Party } from "../../../core/invoice/model";
import {
  fetchTransmissions,
  type LookupResult,
  lookupCustomer,
  postSend,
  type TransmissionsState,
} from "./peppol-api";
import { TransmissionBadge } from "./transmission-badge";

const BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800";
const PRIMARY =
  "rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:opacity-60";
const LINK = "font-medium text-blue-700 underline dark:text-blue-300";

type Blocked = "not_configured" | "plan" | "register" | null;

/** Why sending is not possible yet; null when it is. */
function blockedBy({ sending }: TransmissionsState): Blocked {
  if (!sending.configured) return "not_configured";
  if (sending.allowance !== "ok") return "plan";
  return sending.sender ? null : "register";
}

/** What it takes to send, with where to go. */
function Blocker({ blocked }: { blocked: Exclude<Blocked, null> }): ReactElement {
  if (blocked === "not_configured") return <p>{m.peppol_not_configured()}</p>;
  const plan = blocked === "plan";
  return (
    <p>
      {plan ? m.peppol_plan_required() : m.peppol_register_first()}{" "}
      <Link to={plan ? "/pricing" : "/dashboard/settings"} className={LINK}>
        {plan ? m.peppol_plan_link() : m.peppol_settings_link()}
      </Link>
    </p>
  );
}

function LookupLine({ lookup }: { lookup: LookupResult }): ReactElement {
  return lookup.reachable ? (
    <p className="text-green-800 dark:text-green-300">{m.peppol_reachable({ id: lookup.participantId })}</p>
  ) : (
    <p>{m.peppol_not_reachable()}</p>
  );
}

/**
 * "Send over Peppol" on an issued invoice: is the customer on Peppol, send, and the status of each
 * transmission (Sent / Delivered / Rejected: reason) with a refresh.
 */
export function PeppolSendPanel({
  invoiceId,
  customer,
}: {
  invoiceId: string;
  customer: Party;
}): ReactElement {
  const [state, setState] = useState<TransmissionsState | null>(null);
  const [lookup, setLookup] = useState<LookupResult | null>(null);
  const [busy, setBusy] = useState<"lookup" | "send" | "refresh" | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const refresh = useCallback(async (): Promise<void> => {
    const result = await fetchTransmissions(invoiceId);
    if (result.ok) setState(result.value);
    else setMessage(result.message);
  }, [invoiceId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function check(): Promise<void> {
    setBusy("lookup");
    setMessage(null);
    const query = customer.peppolId
      ? { id: customer.peppolId }
      : customer.kvk
        ? { kvk: customer.kvk }
        : { vat: customer.vatNumber };
    const result = await lookupCustomer(query);
    setBusy(null);
    if (result.ok) setLookup(result.value);
    else if (result.status === 400) setLookup({ reachable: false });
    else setMessage(result.message);
  }

  async function send(receiver: string): Promise<void> {
    setBusy("send");
    setMessage(null);
    const result = await postSend(invoiceId, receiver);
    if (!result.ok) setMessage(result.message);
    await refresh();
    setBusy(null);
  }

  async function refreshNow(): Promise<void> {
    setBusy("refresh");
    await refresh();
    setBusy(null);
  }

  if (!state) return <section aria-label={m.peppol_send_title()} />;
  const latest = state.transmissions[0];
  const canSend = !latest || latest.status === "rejected" || latest.status === "failed";
  const blocked = blockedBy(state);
  return (
    <section
      aria-labelledby="peppol-heading"
      className="space-y-2 rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-700"
    >
      <h3 id="peppol-heading" className="font-semibold">
        {m.peppol_send_title()}
      </h3>
      {state.transmissions.map((transmission) => (
        <p key={transmission.id} className="flex flex-wrap items-center gap-2">
          <TransmissionBadge transmission={transmission} />
          <span className="font-mono text-xs">{m.peppol_to_receiver({ id: transmission.receiver })}</span>
        </p>
      ))}
      {!state.upToDate ? <p>{m.peppol_not_up_to_date()}</p> : null}
      {latest?.status === "sent" ? (
        <button type="button" className={BUTTON} disabled={busy !== null} onClick={() => void refreshNow()}>
          {busy === "refresh" ? m.peppol_refreshing() : m.peppol_refresh()}
        </button>
      ) : null}
      {canSend && blocked ? <Blocker blocked={blocked} /> : null}
      {canSend && !blocked ? (
        <div className="flex flex-wrap items-center gap-2">
          {lookup?.reachable ? (
            <button
              type="button"
              className={PRIMARY}
              disabled={busy !== null}
              onClick={() => void send(lookup.participantId)}
            >
              {busy === "send" ? m.peppol_sending() : latest ? m.peppol_send_again() : m.peppol_send_button()}
            </button>
          ) : (
            <button type="button" className={BUTTON} disabled={busy !== null} onClick={() => void check()}>
              {busy === "lookup" ? m.peppol_looking_up() : m.peppol_lookup_button()}
            </button>
          )}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {lookup && canSend ? <LookupLine lookup={lookup} /> : null}
        {message ? <p className="text-red-800 dark:text-red-300">{message}</p> : null}
      </div>
    </section>
  );
}
