import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { useAuth } from "../../features/auth/use-auth";

/** 'Sign In' when signed out; the user's picture (or an icon) and name when signed in. */
export function UserArea(): ReactElement | null {
  const auth = useAuth();
  if (auth.status === "loading") return null;
  if (auth.status === "signed-out") {
    return (
      <Link
        to="/login"
        className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        Sign In
      </Link>
    );
  }
  return (
    <span className="flex items-center gap-2 text-sm font-medium">
      {auth.user.picture ? (
        <img src={auth.user.picture} alt="" className="h-8 w-8 rounded-full" referrerPolicy="no-referrer" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-gray-200 dark:bg-gray-700"
        >
          👤
        </span>
      )}
      <span>{auth.user.name || auth.user.email}</span>
    </span>
  );
}
