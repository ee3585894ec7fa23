import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { FormMessage } from "../auth/form-message";
import { signOutEverywhere } from "./account-api";
import { useLocalSignOut } from "./use-local-sign-out";

/** 'Sign out everywhere': every session of the account ends, this one too. */
export function SignOutEverywhere(): ReactElement {
  const signOutLocally = useLocalSignOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    const result = await signOutEverywhere();
    setBusy(false);
    if (!result.ok && result.status !== 401) {
      setError(result.message);
      return;
    }
    await signOutLocally();
  };
  return (
    <div className="space-y-3">
      <p className="text-gray-700 dark:text-gray-300">{m.settings_sign_out_explain()}</p>
      {error ? <FormMessage kind="error" text={error} /> : null}
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={busy}
        className="rounded-md border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800"
      >
        {m.settings_sign_out_everywhere()}
      </button>
    </div>
  );
}
