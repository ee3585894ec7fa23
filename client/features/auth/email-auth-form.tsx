import { type FormEvent, type ReactElement, useContext, useEffect, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { applySignedIn } from "./auth-actions";
import { AUTH_SCREEN_MESSAGES, mapAuthError } from "./error-messages";
import { FormField } from "./form-field";
import { FormMessage } from "./form-message";
import {
  type AuthFormValues,
  type AuthMode,
  type FieldErrors,
  validateAuthForm,
  validateResendEmail,
} from "./form-validation";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { registerAccount, requestPasswordReset, resendVerification, signInWithPassword } from "./session-api";
import { AuthStoreContext } from "./use-auth";

const EMPTY: AuthFormValues = { email: "", password: "", confirmPassword: "", name: "" };
/** SPEC §9: after registering, switch to sign-in after 3 seconds. */
export const REGISTER_SWITCH_DELAY_MS = 3000;

const TITLES: Record<AuthMode, () => string> = {
  login: m.auth_form_title_login,
  register: m.auth_form_title_register,
  reset: m.auth_form_title_reset,
};
const SUBMIT_LABELS: Record<AuthMode, () => string> = {
  login: m.auth_submit_login,
  register: m.auth_submit_register,
  reset: m.auth_submit_reset,
};

type Message = { kind: "success" | "error"; text: string } | null;

interface EmailAuthFormProps {
  onBack: () => void;
  onSignedIn: () => void;
}

/** The e-mail form with modes login / register / reset (SPEC §2 Login screen, §4 Auth form). */
export function EmailAuthForm({ onBack, onSignedIn }: EmailAuthFormProps): ReactElement {
  const store = useContext(AuthStoreContext);
  const [mode, setMode] = useState<AuthMode>("login");
  const [values, setValues] = useState<AuthFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(switchTimer.current), []);

  const update = (field: keyof AuthFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const switchMode = (next: AuthMode): void => {
    clearTimeout(switchTimer.current);
    setMode(next);
    setErrors({});
    setMessage(null);
  };

  const fail = (providerMessage: string): void =>
    setMessage({
      kind: "error",
      text: providerMessage ? mapAuthError(providerMessage) : AUTH_SCREEN_MESSAGES.formError,
    });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateAuthForm(mode, values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (mode === "login") {
        const result = await signInWithPassword(values.email, values.password);
        if (!result.ok) return fail(result.message);
        if (result.value.status === "signed-in" && store) applySignedIn(store, result.value);
        onSignedIn();
      } else if (mode === "register") {
        const result = await registerAccount(values.name, values.email, values.password);
        if (!result.ok) return fail(result.message);
        setValues(EMPTY);
        setMessage({ kind: "success", text: AUTH_SCREEN_MESSAGES.registered });
        switchTimer.current = setTimeout(() => {
          setMode("login");
          setErrors({});
        }, REGISTER_SWITCH_DELAY_MS);
      } else {
        const result = await requestPasswordReset(values.email);
        if (!result.ok) return fail(result.message);
        setValues(EMPTY);
        setMessage({ kind: "success", text: AUTH_SCREEN_MESSAGES.resetSent });
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<void> => {
    const problem = validateResendEmail(values.email);
    if (problem) {
      setMessage({ kind: "error", text: problem });
      return;
    }
    setBusy(true);
    const result = await resendVerification(values.email);
    setBusy(false);
    if (result.ok) setMessage({ kind: "success", text: AUTH_SCREEN_MESSAGES.verificationSent });
    else
      setMessage({
        kind: "error",
        text: result.message ? mapAuthError(result.message) : AUTH_SCREEN_MESSAGES.resendError,
      });
  };

  const linkClass =
    "text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300";

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={TITLES[mode]()}>
      <h2 className="text-xl font-semibold">{TITLES[mode]()}</h2>
      {message ? <FormMessage kind={message.kind} text={message.text} /> : null}
      {mode === "register" ? (
        <FormField
          label={m.auth_field_name()}
          type="text"
          value={values.name}
          onChange={update("name")}
          error={errors.name}
          autoComplete="name"
        />
      ) : null}
      <FormField
        label={m.auth_field_email()}
        type="email"
        value={values.email}
        onChange={update("email")}
        error={errors.email}
        autoComplete="email"
      />
      {mode !== "reset" ? (
        <FormField
          label={m.auth_field_password()}
          type="password"
          value={values.password}
          onChange={update("password")}
          error={errors.password}
          autoComplete={mode === "login" ? "current-password" : "new-password"}
          revealable
        >
          {mode === "register" ? <PasswordStrengthMeter password={values.password} /> : null}
        </FormField>
      ) : null}
      {mode === "register" ? (
        <FormField
          label={m.auth_field_confirm_password()}
          type="password"
          value={values.confirmPassword}
          onChange={update("confirmPassword")}
          error={errors.confirmPassword}
          autoComplete="new-password"
          revealable
        />
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {SUBMIT_LABELS[mode]()}
      </button>
      <div className="flex flex-col items-center gap-2">
        {mode === "login" ? (
          <>
            <button type="button" className={linkClass} onClick={() => switchMode("reset")}>
              {m.auth_forgot_password()}
            </button>
            <button type="button" className={linkClass} onClick={() => switchMode("register")}>
              {m.auth_to_register()}
            </button>
          </>
        ) : (
          <button type="button" className={linkClass} onClick={() => switchMode("login")}>
            {m.auth_to_login()}
          </button>
        )}
        {mode !== "reset" ? (
          <button type="button" className={linkClass} onClick={resend} disabled={busy}>
            {m.auth_resend_verification()}
          </button>
        ) : null}
        <button type="button" className={linkClass} onClick={onBack}>
          {m.auth_back_to_options()}
        </button>
      </div>
    </form>
  );
}
