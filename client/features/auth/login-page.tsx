import { useNavigate, useRouterState } from "@tanstack/react-router";
import { type ReactElement, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { AuthChecking } from "./auth-checking";
import { EmailAuthForm } from "./email-auth-form";
import { AUTH_SCREEN_MESSAGES } from "./error-messages";
import { isMagnetEntry, rememberCurrentPathBeforeGoogle, rememberMagnetEntry } from "./redirect-memory";
import { googleStartUrl } from "./session-api";
import { useAuth } from "./use-auth";

const WHY_SIGN_IN = [m.auth_why_company, m.auth_why_history, m.auth_why_sync];

/** Messages for `?error=` set by the Worker's verification link and Google callback. */
const RETURN_ERRORS: Record<string, () => string> = {
  google: () => AUTH_SCREEN_MESSAGES.googleError,
  google_unverified: () => AUTH_SCREEN_MESSAGES.googleError,
  invalid_link: m.auth_invalid_link,
};

function isTrue(value: unknown): boolean {
  return value === true || value === "true";
}

/** /login (SPEC §2 Login screen). */
export default function LoginPage(): ReactElement {
  const auth = useAuth();
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [showEmail, setShowEmail] = useState(false);
  const [verified, setVerified] = useState(false);
  const [returnError, setReturnError] = useState<string | null>(null);

  useEffect(() => {
    if (isTrue(search.fromMagnet)) rememberMagnetEntry();
    const error = typeof search.error === "string" ? (RETURN_ERRORS[search.error]?.() ?? null) : null;
    if (error) setReturnError(error);
    if (isTrue(search.verified) || error) {
      // SPEC §4: verified=true is removed from the address once seen.
      if (isTrue(search.verified)) setVerified(true);
      const { verified: _verified, error: _error, ...rest } = search;
      void navigate({ to: "/login", search: rest, replace: true });
    }
  }, [search, navigate]);

  if (auth.status === "loading") return <AuthChecking />;

  const startGoogle = (): void => {
    rememberCurrentPathBeforeGoogle(pathname);
    window.location.assign(googleStartUrl(isMagnetEntry()));
  };

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-bold tracking-tight">{m.auth_login_title()}</h1>
      <p className="mt-3 text-center text-gray-700 dark:text-gray-300">{m.auth_login_subtitle()}</p>
      <div className="mt-8 space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-700 dark:bg-gray-900">
        {verified ? (
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-700 dark:bg-green-950 dark:text-green-200"
          >
            {m.auth_email_confirmed()}
          </p>
        ) : null}
        {returnError ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
          >
            {returnError}
          </p>
        ) : null}
        {showEmail ? (
          <EmailAuthForm onBack={() => setShowEmail(false)} onSignedIn={() => setShowEmail(false)} />
        ) : (
          <div className="space-y-3">
            <button
              type="button"
              onClick={startGoogle}
              className="flex w-full items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
            >
              <span aria-hidden="true" className="font-bold text-blue-600">
                G
              </span>
              {m.auth_sign_in_google()}
            </button>
            <button
              type="button"
              onClick={() => setShowEmail(true)}
              className="w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              {m.auth_continue_email()}
            </button>
          </div>
        )}
      </div>
      <div className="mt-8">
        <h2 className="text-lg font-semibold">{m.auth_why_title()}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-gray-700 dark:text-gray-300">
          {WHY_SIGN_IN.map((reason) => (
            <li key={reason()}>{reason()}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
