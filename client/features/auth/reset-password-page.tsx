import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { type FormEvent, type ReactElement, useContext, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { applySignedIn } from "./auth-actions";
import { AUTH_SCREEN_MESSAGES, mapAuthError } from "./error-messages";
import { FormMessage } from "./form-message";
import { type FieldErrors, validateNewPassword } from "./form-validation";
import { NewPasswordFields, type NewPasswordValues } from "./new-password-fields";
import { isResetLinkValid } from "./reset-link";
import { updatePassword } from "./session-api";
import { AuthStoreContext } from "./use-auth";

/** SPEC §9: password update and an invalid link both move on to /login after 3 seconds. */
export const RESET_REDIRECT_DELAY_MS = 3000;

const buttonClass =
  "inline-block w-full rounded-md bg-blue-700 px-4 py-2 text-center font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60";

/** /reset-password (SPEC §2 Set-new-password screen). */
export default function ResetPasswordPage(): ReactElement {
  const navigate = useNavigate();
  const store = useContext(AuthStoreContext);
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const valid = isResetLinkValid(search);
  const [values, setValues] = useState<NewPasswordValues>({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (valid && !done) return;
    const timer = setTimeout(() => void navigate({ to: "/login", replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [valid, done, navigate]);

  if (!valid) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.auth_reset_invalid_title()}</h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">{m.auth_reset_invalid_text()}</p>
        <Link to="/login" className="mt-6 inline-block text-blue-700 underline dark:text-blue-300">
          {m.auth_back_to_login()}
        </Link>
      </section>
    );
  }

  if (done) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.auth_reset_done_title()}</h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">{m.auth_reset_done_text()}</p>
        <Link to="/login" className={`${buttonClass} mt-6`}>
          {m.auth_continue_to_login()}
        </Link>
      </section>
    );
  }

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateNewPassword(values.password, values.confirmPassword);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await updatePassword(values.password);
    setBusy(false);
    if (result.ok) {
      // A reset ends every session, this browser's too; a signed-in change renews this browser's.
      if (store && result.value.status === "signed-in") applySignedIn(store, result.value);
      else if (store?.getSnapshot().status === "signed-in") store.set({ status: "signed-out" });
      setValues({ password: "", confirmPassword: "" });
      setDone(true);
    } else {
      setFailure(result.message ? mapAuthError(result.message) : AUTH_SCREEN_MESSAGES.passwordUpdateError);
    }
  };

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-bold tracking-tight">{m.auth_reset_title()}</h1>
      <p className="mt-3 text-center text-gray-700 dark:text-gray-300">{m.auth_reset_subtitle()}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-8 space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-700 dark:bg-gray-900"
      >
        {failure ? <FormMessage kind="error" text={failure} /> : null}
        <NewPasswordFields
          values={values}
          onChange={setValues}
          errors={errors}
          labels={{
            password: m.auth_field_new_password(),
            confirmPassword: m.auth_field_confirm_new_password(),
          }}
        />
        <button type="submit" disabled={busy} className={buttonClass}>
          {m.auth_update_password()}
        </button>
        <p className="text-center">
          <Link to="/login" className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
            {m.auth_back_to_login()}
          </Link>
        </p>
      </form>
    </section>
  );
}
