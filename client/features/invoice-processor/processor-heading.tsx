import type { ReactElement } from "react";
import { getSitePage } from "../../lib/site-pages";

/** Title and purpose from the page registry, without PageIntro's narrow column (the review is wide). */
export function ProcessorHeading({ path }: { readonly path: string }): ReactElement {
  const page = getSitePage(path);
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{page.description}</p>
    </header>
  );
}
