import { Link } from "@tanstack/react-router";
import type { ReactElement, ReactNode } from "react";
import type { InternalPath } from "./internal-path";
import type { ContentLang } from "./labels";

interface ToolCtaProps {
  to: InternalPath;
  title: string;
  action: string;
  /** A Dutch page links with ?lang=nl, so the tool opens in the reader's language. */
  lang?: ContentLang;
  children: ReactNode;
}

/** A boxed invitation to try one of our tools, placed where an article describes the manual way. */
export function ToolCta({ to, title, action, lang = "en", children }: ToolCtaProps): ReactElement {
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-lg border border-blue-200 bg-blue-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-blue-900 dark:bg-blue-950/40">
      <div>
        <p className="mt-0! font-semibold text-gray-900 dark:text-gray-100">{title}</p>
        <div className="mt-1 text-sm text-gray-700 dark:text-gray-300 [&_p]:mt-0!">{children}</div>
      </div>
      <Link
        to={to}
        {...(lang === "en" ? {} : { search: { lang } })}
        className="shrink-0 rounded-md bg-blue-700 px-4 py-2 text-center font-semibold! text-white! no-underline! hover:bg-blue-800"
      >
        {action}
      </Link>
    </div>
  );
}
