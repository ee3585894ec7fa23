import type { ReactElement, ReactNode } from "react";
import { getSitePage } from "../../lib/site-pages";
import { type ContentLang, formatContentDate, getContentLabels } from "./labels";
import { PROSE_CLASS } from "./prose";
import { TableOfContents } from "./table-of-contents";

export interface ArticleSection {
  /** The anchor id: lower-case words joined by hyphens, unique on the page. */
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

interface ArticleProps {
  /** The page's path in SITE_PAGES; its title becomes the h1. */
  path: string;
  /** A translated h1 for a page whose registry title is in another language (the Dutch guides). */
  title?: string;
  lead: ReactNode;
  /** YYYY-MM-DD */
  lastReviewed: string;
  sections: readonly ArticleSection[];
  lang?: ContentLang;
  /** Policies say "last updated", guides "last reviewed". */
  dateKind?: "reviewed" | "updated";
}

/** A guide or policy: h1, lead, date, table of contents built from the sections, then the sections. */
export function Article({
  path,
  title,
  lead,
  lastReviewed,
  sections,
  lang = "en",
  dateKind = "reviewed",
}: ArticleProps): ReactElement {
  const page = getSitePage(path);
  const labels = getContentLabels(lang);
  return (
    <article lang={lang} className="mx-auto max-w-4xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title ?? page.title}</h1>
        <div className="mt-4 text-lg leading-8 text-gray-700 dark:text-gray-300">{lead}</div>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
          {dateKind === "reviewed" ? labels.lastReviewed : labels.lastUpdated}:{" "}
          <time dateTime={lastReviewed}>{formatContentDate(lastReviewed, lang)}</time>
        </p>
      </header>
      <div className="mt-8">
        <TableOfContents entries={sections} lang={lang} />
      </div>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-12">
          <h2 id={section.id} className="scroll-mt-28 text-2xl font-bold tracking-tight">
            {section.title}
          </h2>
          <div className={PROSE_CLASS}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
