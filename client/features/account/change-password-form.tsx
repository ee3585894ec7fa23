import { type FormEvent, type ReactElement, useContext, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { applySignedIn } from "../auth/auth-actions";
import { FormField } from "../auth/form-field";
import { FormMessage } from "../auth/form-message";
import { type FieldErrors, validateNewPassword } from "../auth/form-validation";
import { NewPasswordFields, type NewPasswordValues } from "../auth/new-password-fields";
import { AuthStoreContext } from "../auth/use-auth";
import { type AccountProfile, changePassword } from "./account-api";

type Errors = Pick<FieldErrors, "password" | "confirmPassword"> & { current?: string };

/** Change password: the current one is required; every other session is signed out. */
export function ChangePasswordForm({ profile }: { profile: AccountProfile | null }): ReactElement {
  const store = useContext(AuthStoreContext);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState<NewPasswordValues>({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Waiting for the profile also keeps this page's first reads from finishing after the change:
  // a read that ends with the old cookie refused would clear the renewed one.
  if (!profile) return <p className="text-gray-700 dark:text-gray-300">{m.settings_loading()}</p>;
  if (!profile.hasPassword) {
    return <p className="text-gray-700 dark:text-gray-300">{m.settings_google_no_password()}</p>;
  }

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setMessage(null);
    const nextErrors: Errors = validateNewPassword(next.password, next.confirmPassword);
    if (current.length === 0) nextErrors.current = m.settings_enter_current_password();
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    setBusy(true);
    const result = await changePassword(current, next.password);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 403) setErrors({ current: result.message });
      else setMessage({ kind: "error", text: result.message });
      return;
    }
    const session = result.value.session;
    if (store && session) {
      applySignedIn(store, { status: "signed-in", user: session.user, expiresAt: session.expiresAt });
    }
    setCurrent("");
    setNext({ password: "", confirmPassword: "" });
    setMessage({ kind: "success", text: m.settings_password_changed() });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={m.settings_change_password()}
      className="max-w-md space-y-4"
    >
      <FormField
        label={m.settings_current_password()}
        type="password"
        value={current}
        onChange={setCurrent}
        error={errors.current}
        autoComplete="current-password"
        revealable
      />
      <NewPasswordFields
        values={next}
        onChange={setNext}
        errors={errors}
        labels={{
          password: m.settings_new_password(),
          confirmPassword: m.settings_confirm_new_password(),
        }}
      />
      {message ? <FormMessage kind={message.kind} text={message.text} /> : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {busy ? m.settings_changing() : m.settings_change_password()}
      </button>
    </form>
  );
}
