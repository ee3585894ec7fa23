import { type ReactElement, useCallback, useEffect, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { COMPANY_DETAILS_SAVED_EVENT } from "../account/use-company-details";
import {
  deleteRegistration,
  fetchRegistration,
  postRegistration,
  type RegistrationState,
  type RegistrationView,
} from "./peppol-api";

const BUTTON =
  "rounded-md px-4 py-2 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:opacity-60";

function RegistrationLine({ registration }: { registration: RegistrationView }): ReactElement {
  const id = registration.participantId;
  if (registration.status === "active")
    return <p className="text-green-800 dark:text-green-300">{m.peppol_settings_active({ id })}</p>;
  if (registration.status === "pending") return <p>{m.peppol_settings_pending({ id })}</p>;
  return (
    <p className="text-red-800 dark:text-red-300">
      {m.peppol_settings_failed({ id, reason: registration.error ?? "" })}
    </p>
  );
}

/** Radio choices of the ids the company details give, and Register. */
function RegisterForm({
  suggested,
  busy,
  onRegister,
}: {
  suggested: readonly string[];
  busy: boolean;
  onRegister: (id: string) => void;
}): ReactElement {
  const [chosen, setChosen] = useState(suggested[0] ?? "");
  const name = useId();
  const current = suggested.includes(chosen) ? chosen : (suggested[0] ?? "");
  if (suggested.length === 0) return <p>{m.peppol_settings_no_suggestions()}</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onRegister(current);
      }}
      className="space-y-3"
    >
      <fieldset>
        <legend className="text-sm font-medium">{m.peppol_settings_choose()}</legend>
        {suggested.map((id) => (
          <label key={id} className="mt-1 flex items-center gap-2 font-mono text-sm">
            <input
              type="radio"
              name={name}
              value={id}
              checked={current === id}
              onChange={() => setChosen(id)}
            />
            {id}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
        {busy ? m.peppol_settings_registering() : m.peppol_settings_register()}
      </button>
    </form>
  );
}

/** Settings → Your Peppol id: the suggested ids of the company details, register, status, remove. */
export function PeppolIdSettings(): ReactElement {
  const [state, setState] = useState<RegistrationState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async (): Promise<void> => {
    const result = await fetchRegistration();
    if (result.ok) setState(result.value);
    else setMessage(m.peppol_load_failed());
  }, []);

  useEffect(() => {
    void load();
    const reload = (): void => void load();
    window.addEventListener(COMPANY_DETAILS_SAVED_EVENT, reload);
    return () => window.removeEventListener(COMPANY_DETAILS_SAVED_EVENT, reload);
  }, [load]);

  async function run(action: () => Promise<{ ok: boolean; message?: string }>): Promise<void> {
    setBusy(true);
    setMessage(null);
    const result = await action();
    setBusy(false);
    if (!result.ok) setMessage(result.message ?? null);
    await load();
  }

  if (!state) return <p role="status">{message ?? m.auth_loading()}</p>;
  const { registration } = state;
  return (
    <div className="space-y-4">
      <p className="text-gray-700 dark:text-gray-300">{m.peppol_settings_intro()}</p>
      {!state.configured ? <p>{m.peppol_not_configured()}</p> : null}
      {registration ? <RegistrationLine registration={registration} /> : null}
      {state.configured && (!registration || registration.status === "failed") ? (
        <RegisterForm
          suggested={state.suggested}
          busy={busy}
          onRegister={(id) => void run(() => postRegistration(id))}
        />
      ) : null}
      {registration && registration.status !== "failed" ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(deleteRegistration)}
          className={`${BUTTON} border border-gray-300 hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800`}
        >
          {busy ? m.peppol_settings_removing() : m.peppol_settings_remove()}
        </button>
      ) : null}
      <div role="status" aria-live="polite">
        {message ? <p className="text-red-800 dark:text-red-300">{message}</p> : null}
      </div>
    </div>
  );
}
