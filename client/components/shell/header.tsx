import { Link, useRouterState } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { PRODUCT_NAME } from "../../lib/brand";
import { NAV_GROUPS } from "../../lib/navigation";
import { Icon } from "../ui/icon";
import { LanguageSwitcher } from "./language-switcher";
import { MobileDrawer } from "./mobile-drawer";
import { NavDropdown } from "./nav-dropdown";
import { ThemeToggle } from "./theme-toggle";
import { UserArea } from "./user-area";

/** Fixed header: logo, grouped menus, theme toggle, sign-in or user, mobile drawer. */
export function Header(): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Menus close whenever the route changes.
  useEffect(() => {
    void pathname;
    setOpenGroup(null);
    setDrawerOpen(false);
  }, [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-900/95">
      {/* One line per label from 1024 px up (docs/decisions/215): the row is wider than the page text,
          below 1536 px the menus drop their arrows, and below 1280 px the logo keeps its picture only. */}
      <div className="mx-auto flex h-16 max-w-[96rem] items-center justify-between gap-3 px-4 xl:gap-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold"
          aria-label={m.shell_home_link({ product: PRODUCT_NAME })}
        >
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          <span className="lg:hidden xl:inline">{PRODUCT_NAME}</span>
        </Link>
        <nav
          aria-label={m.shell_main_navigation()}
          className="hidden shrink-0 items-center lg:flex 2xl:gap-1"
        >
          {NAV_GROUPS.map((group) => (
            <NavDropdown
              key={group.title}
              group={group}
              open={openGroup === group.title}
              onOpenChange={(open) =>
                setOpenGroup((current) => (open ? group.title : current === group.title ? null : current))
              }
            />
          ))}
        </nav>
        <div className="flex min-w-0 items-center gap-1 xl:gap-2">
          <LanguageSwitcher className="hidden shrink-0 sm:flex" />
          <ThemeToggle />
          <UserArea />
          <button
            type="button"
            aria-label={m.shell_open_menu()}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className="rounded-md p-2 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden dark:hover:bg-gray-800"
          >
            <Icon icon={Menu} />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
