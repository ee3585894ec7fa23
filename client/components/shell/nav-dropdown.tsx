import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactElement, useCallback, useId, useRef } from "react";
import type { NavGroup } from "../../lib/navigation";
import { Icon } from "../ui/icon";
import { NavLinkItem } from "./nav-link-item";
import { useCloseOnOutside } from "./use-close-on-outside";

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One header menu: opens on hover, click or ArrowDown; closes on outside click and Escape. */
export function NavDropdown({ group, open, onOpenChange }: NavDropdownProps): ReactElement {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse user's click right after the hover opened the menu must not close it again.
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    onOpenChange(false);
  }, [onOpenChange]);
  const openOnHover = (): void => {
    if (!open) openedByHover.current = true;
    onOpenChange(true);
  };
  const onButtonClick = (): void => {
    if (openedByHover.current) {
      openedByHover.current = false;
      onOpenChange(true);
      return;
    }
    if (open) close();
    else onOpenChange(true);
  };
  useCloseOnOutside(rootRef, open, close);

  const focusItem = (offset: number): void => {
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-item]") ?? []);
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      current === -1 ? (offset > 0 ? 0 : links.length - 1) : (current + offset + links.length) % links.length;
    links[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) onOpenChange(true);
      requestAnimationFrame(() => focusItem(event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Escape" && open) {
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opening is an enhancement; the button is the control
    <div
      ref={rootRef}
      className="relative"
      onMouseEnter={openOnHover}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-[13px] font-medium xl:px-2 xl:text-sm 2xl:px-3 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        {group.title}
        <Icon icon={ChevronDown} size="sm" className="hidden 2xl:block" />
      </button>
      {open && (
        <div id={menuId} className="absolute left-0 top-full z-50 w-72 pt-2">
          <ul
            aria-label={group.title}
            className="rounded-lg border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-gray-800"
          >
            {group.items.map((item) => (
              <li key={item.title}>
                <NavLinkItem
                  item={item}
                  onNavigate={close}
                  className="block rounded-md px-3 py-2 text-sm text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-200 dark:hover:bg-gray-700"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
