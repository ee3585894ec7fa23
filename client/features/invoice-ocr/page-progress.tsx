import type { ReactElement } from "react";
import type { PageProgress } from "./ocr-canvases";

/** One labelled progress bar per page while a document is read. */
export function PageProgressList({ pages }: { readonly pages: readonly PageProgress[] }): ReactElement {
  return (
    <div className="mt-6 space-y-2" aria-live="polite">
      {pages.map((page) => (
        <div key={page.page} className="text-sm">
          <div className="flex justify-between">
            <span>
              Page {page.page}: {page.label}
            </span>
            <span>{Math.round(page.progress * 100)}%</span>
          </div>
          <progress aria-label={`Page ${page.page}`} className="h-2 w-full" max={1} value={page.progress} />
        </div>
      ))}
    </div>
  );
}
