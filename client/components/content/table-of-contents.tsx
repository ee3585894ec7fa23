import type { ReactElement } from "react";
import { type ContentLang, getContentLabels } from "./labels";

export interface TocEntry {
  readonly id: string;
  readonly title: string;
}

interface TableOfContentsProps {
  entries: readonly TocEntry[];
  lang: ContentLang;
}

/** In-page links to every section; plain anchors, the browser scrolls with scroll-padding-top. */
export function TableOfContents({ entries, lang }: TableOfContentsProps): ReactElement {
  const label = getContentLabels(lang).toc;
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-lg border border-gray-200 bg-gray-50 p-5 dark:border-gray-700 dark:bg-gray-800/50"
    >
      <h2
        id="toc-heading"
        className="text-sm font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300"
      >
        {label}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="text-blue-700 hover:underline dark:text-blue-300">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
