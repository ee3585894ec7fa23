import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { useAuth } from "../auth/use-auth";
import type { AccountProfile } from "./account-api";

/** The signed-in person: picture from Google when present, else an initial; name and address. */
export function ProfileSummary({ profile }: { profile: AccountProfile | null }): ReactElement | null {
  const auth = useAuth();
  if (auth.status !== "signed-in") return null;
  const name = profile?.name || auth.user.name;
  const picture = profile?.picture || auth.user.picture;
  const email = profile?.email ?? auth.user.email;
  const initial = (name || email).slice(0, 1).toUpperCase();
  return (
    <section aria-label={m.profile_your_profile()} className="flex items-center gap-4">
      {picture ? (
        <img
          src={picture}
          alt=""
          referrerPolicy="no-referrer"
          className="h-16 w-16 rounded-full border border-gray-200 object-cover dark:border-gray-700"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-blue-100 text-2xl font-semibold text-blue-800 dark:bg-blue-900 dark:text-blue-100"
        >
          {initial}
        </span>
      )}
      <div>
        <p className="text-lg font-semibold">{name || m.profile_no_name()}</p>
        <p className="text-gray-700 dark:text-gray-300">{email}</p>
        {profile?.googleLinked ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{m.profile_google()}</p>
        ) : null}
      </div>
    </section>
  );
}
