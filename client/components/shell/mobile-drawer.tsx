import { X } from "lucide-react";
import { type ReactElement, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { m } from "../../../core/i18n/messages";
import { NAV_GROUPS } from "../../lib/navigation";
import { Icon } from "../ui/icon";
import { NavLinkItem } from "./nav-link-item";

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Focusable elements, in tab order, inside the drawer. */
function listFocusable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
    (element) => element.tabIndex >= 0,
  );
}

/**
 * The navigation drawer for narrow screens (18rem wide, SPEC §9). A modal dialog: Tab stays inside,
 * Escape closes, and focus goes back to whatever opened it (the menu button).
 */
export function MobileDrawer({ open, onClose }: MobileDrawerProps): ReactElement | null {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        onClose();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== "Tab" || !panel) return;
      const focusable = listFocusable(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);
  if (!open) return null;
  // Portalled: the header's backdrop-filter would otherwise become the containing block of `fixed`.
  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={m.shell_menu()}
      className="fixed inset-0 z-50 lg:hidden"
    >
      <button
        type="button"
        aria-label={m.shell_close_overlay()}
        tabIndex={-1}
        className="absolute inset-0 bg-black/40"
        onClick={onClose}
      />
      <nav
        aria-label={m.shell_mobile_navigation()}
        className="absolute inset-y-0 right-0 flex w-[var(--drawer-width)] flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-gray-900"
      >
        <div className="mb-4 flex items-center justify-between">
          <span className="text-lg font-semibold">{m.shell_menu()}</span>
          <button
            ref={closeRef}
            type="button"
            aria-label={m.shell_close_menu()}
            onClick={onClose}
            className="rounded-md p-2 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
          >
            <Icon icon={X} />
          </button>
        </div>
        {NAV_GROUPS.map((group) => (
          <section key={group.title} className="mb-4">
            <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400">
              {group.title}
            </h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.title}>
                  <NavLinkItem
                    item={item}
                    onNavigate={onClose}
                    className="block rounded-md px-2 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800"
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>,
    document.body,
  );
}
