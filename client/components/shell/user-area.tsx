import { Link, useRouterState } from "@tanstack/react-router";
import { ChevronDown, User } from "lucide-react";
import { type ReactElement, useCallback, useEffect, useId, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { useAuth } from "../../features/auth/use-auth";
import { useSignOut } from "../../features/auth/use-sign-out";
import { Icon } from "../ui/icon";
import { useCloseOnOutside } from "./use-close-on-outside";

const itemClass =
  "block w-full px-4 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800";

/**
 * 'Sign In' when signed out; when signed in the user's picture (or an icon) and name, opening a menu
 * with 'Profile Settings' and 'Sign Out'. The menu closes on an outside click, Escape or a route change.
 */
export function UserArea(): ReactElement | null {
  const auth = useAuth();
  const signOut = useSignOut();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutside(rootRef, open, close);
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);

  if (auth.status === "loading") return null;
  if (auth.status === "signed-out") {
    return (
      <Link
        to="/login"
        className="shrink-0 whitespace-nowrap rounded-md bg-blue-700 px-3 py-2 text-sm font-semibold text-white xl:px-4 hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {m.shell_sign_in()}
      </Link>
    );
  }
  const displayName = auth.user.name || auth.user.email;
  return (
    <div ref={rootRef} className="relative flex min-w-0">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={m.shell_account_menu({ name: displayName })}
        onClick={() => setOpen((current) => !current)}
        className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
      >
        {auth.user.picture ? (
          <img
            src={auth.user.picture}
            alt=""
            className="h-8 w-8 shrink-0 rounded-full"
            referrerPolicy="no-referrer"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gray-200 dark:bg-gray-700"
          >
            <Icon icon={User} />
          </span>
        )}
        {/* The name gives way first: it truncates, and between 1024 and 1280 px the picture stands alone. */}
        <span className="hidden max-w-40 min-w-0 truncate sm:inline lg:hidden xl:inline">{displayName}</span>
        <Icon icon={ChevronDown} size="sm" className="shrink-0" />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 mt-2 w-72 max-w-[18rem] overflow-hidden rounded-md border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          <Link to="/profile" role="menuitem" className={itemClass} onClick={close}>
            {m.shell_profile_settings()}
          </Link>
          <button
            type="button"
            role="menuitem"
            className={itemClass}
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {m.shell_sign_out()}
          </button>
        </div>
      ) : null}
    </div>
  );
}
