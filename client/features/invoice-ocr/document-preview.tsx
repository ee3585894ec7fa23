import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { Box } from "../../../core/invoice/extraction/types";
import type { PreviewPage } from "./render-pages";

export interface OutlinedBox {
  readonly box: Box;
  readonly tone: "focus" | "low";
  readonly label: string;
}

interface DocumentPreviewProps {
  readonly pages: readonly PreviewPage[];
  readonly boxes: readonly OutlinedBox[];
}

/** The pages as images with the source box of each outlined field drawn on top (percentages). */
export function DocumentPreview({ pages, boxes }: DocumentPreviewProps): ReactElement {
  if (pages.length === 0)
    return <p className="text-sm text-gray-600 dark:text-gray-400">{m.ocr_no_page_image()}</p>;
  return (
    <div className="space-y-4">
      {pages.map((page) => (
        <figure
          key={page.pageNumber}
          className="relative border border-gray-200 bg-white shadow-sm dark:border-gray-700"
        >
          <img src={page.url} alt={m.ocr_page_image({ page: page.pageNumber })} className="block w-full" />
          {boxes
            .filter((outline) => outline.box.page === page.pageNumber)
            .map((outline) => (
              <div
                key={`${outline.label}-${outline.tone}`}
                data-testid={outline.tone === "focus" ? "source-box" : "low-confidence-box"}
                title={outline.label}
                className={`pointer-events-none absolute rounded-sm border-2 ${
                  outline.tone === "focus"
                    ? "border-blue-600 bg-blue-500/10"
                    : "border-amber-500 bg-amber-400/10"
                }`}
                style={{
                  left: `${(outline.box.x / page.width) * 100}%`,
                  top: `${(outline.box.y / page.height) * 100}%`,
                  width: `${(outline.box.width / page.width) * 100}%`,
                  height: `${(outline.box.height / page.height) * 100}%`,
                }}
              />
            ))}
        </figure>
      ))}
    </div>
  );
}
