import { Link } from "@tanstack/react-router";
import { ExternalLink } from "lucide-react";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { isExternal, type NavItem } from "../../lib/navigation";
import { Icon } from "../ui/icon";

interface NavLinkItemProps {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}

/** An internal router link, or an external link that opens in a new tab. */
export function NavLinkItem({ item, className, onNavigate }: NavLinkItemProps): ReactElement {
  if (isExternal(item)) {
    return (
      <a
        data-menu-item=""
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {item.title}
        <span className="sr-only">{m.shell_opens_new_tab()}</span>
        <Icon icon={ExternalLink} size="sm" className="ml-1 inline-block align-[-2px]" />
      </a>
    );
  }
  return (
    <Link data-menu-item="" to={item.path} className={className} onClick={onNavigate}>
      {item.title}
    </Link>
  );
}
