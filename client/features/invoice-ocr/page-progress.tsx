import type { ReactElement } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";
import type { PageProgress } from "./ocr-canvases";

/** One labelled progress bar per page while a document is read. */
export function PageProgressList({ pages }: { readonly pages: readonly PageProgress[] }): ReactElement {
  return (
    <div className="mt-6 space-y-2" aria-live="polite">
      {pages.map((page) => (
        <div key={page.page} className="text-sm">
          <div className="flex justify-between">
            <span>{m.ocr_page_progress({ page: page.page, label: page.label })}</span>
            <span>
              {formatNumber(page.progress, getLanguage(), { percent: true, maximumFractionDigits: 0 })}
            </span>
          </div>
          <progress
            aria-label={m.ocr_page({ page: page.page })}
            className="h-2 w-full"
            max={1}
            value={page.progress}
          />
        </div>
      ))}
    </div>
  );
}
