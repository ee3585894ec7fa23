import type { ReactElement, ReactNode } from "react";
import { getSitePage } from "../../lib/site-pages";

interface PageIntroProps {
  path: string;
  children?: ReactNode;
}

/** The page heading and its one-paragraph purpose, from the site page registry. */
export function PageIntro({ path, children }: PageIntroProps): ReactElement {
  const page = getSitePage(path);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{page.description}</p>
      {children}
    </section>
  );
}
