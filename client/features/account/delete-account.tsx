import { type FormEvent, type ReactElement, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { FormMessage } from "../auth/form-message";
import { useAuth } from "../auth/use-auth";
import { deleteAccount } from "./account-api";
import { useLocalSignOut } from "./use-local-sign-out";

/** Delete account, confirmed by typing the e-mail address; then signed out on /. */
export function DeleteAccount(): ReactElement | null {
  const auth = useAuth();
  const id = useId();
  const signOutLocally = useLocalSignOut();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (auth.status !== "signed-in") return null;
  const email = auth.user.email;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    const result = await deleteAccount(typed.trim());
    setBusy(false);
    // 401: the session is already gone (an earlier attempt finished, or it expired); either way
    // there is nothing more to do signed in here.
    if (!result.ok && result.status !== 401) {
      setError(m.settings_not_deleted({ reason: result.message }));
      return;
    }
    await signOutLocally();
  };

  return (
    <form onSubmit={onSubmit} aria-label={m.settings_delete_account()} className="max-w-md space-y-4">
      <p className="text-gray-700 dark:text-gray-300">{m.settings_delete_explain()}</p>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {m.settings_delete_type_before()}
          <span className="font-mono">{email}</span>
          {m.settings_delete_type_after()}
        </label>
        <input
          id={id}
          type="email"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-red-600 focus:outline-2 focus:outline-red-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
      </div>
      {error ? <FormMessage kind="error" text={error} /> : null}
      <button
        type="submit"
        disabled={!matches || busy}
        className="rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? m.settings_deleting() : m.settings_delete_my_account()}
      </button>
    </form>
  );
}
