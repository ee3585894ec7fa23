import { type ReactElement, useEffect, useMemo, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { Invoice } from "../../../core/invoice/model";
import { formatMoney } from "../../../core/invoice/money";
import type { PdfLogo } from "../../../core/invoice/pdf/render-invoice-pdf";
import { calculateTotals } from "../../../core/invoice/totals";

const PREVIEW_PAGES = 3;
const DEBOUNCE_MS = 450;

type PreviewState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly pages: number; readonly summary: string }
  | { readonly kind: "error"; readonly message: string };

/**
 * The invoice PDF, generated with pdf-lib in the browser and drawn with pdf.js, updated as you type.
 * With `waitForChange` nothing heavy loads until the invoice is first edited or the preview is asked
 * for: opening the public generator then costs no PDF code (issue 14 item 18).
 */
export function PdfPreview({
  invoice,
  logo,
  waitForChange = false,
}: {
  readonly invoice: Invoice;
  readonly logo: PdfLogo | null;
  readonly waitForChange?: boolean;
}): ReactElement {
  const content = useMemo(() => JSON.stringify(invoice), [invoice]);
  const opened = useRef({ content, logo });
  const [asked, setAsked] = useState(!waitForChange);
  const active = asked || content !== opened.current.content || logo !== opened.current.logo;
  const container = useRef<HTMLDivElement>(null);
  const canvases = useRef<HTMLCanvasElement[]>([]);
  const [state, setState] = useState<PreviewState>({ kind: "loading" });

  // Renders run one at a time (pdf.js cannot draw on a canvas twice at once); only the latest
  // request is drawn, older ones are skipped when their turn comes.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);

  useEffect(() => {
    if (!active) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      queue.current = queue.current.then(async () => {
        if (request !== latest.current) return;
        try {
          const [{ generateInvoicePdf }, { renderPdfPages }] = await Promise.all([
            import("./pdf-engine"),
            import("./pdf-rasteriser"),
          ]);
          const bytes = await generateInvoicePdf(invoice, logo);
          if (request !== latest.current) return;
          const width = Math.min(container.current?.clientWidth ?? 600, 800);
          const pages = await renderPdfPages(bytes, canvases.current.filter(Boolean), width);
          // The canvases now show this invoice, so the status says so even when a newer edit is
          // already waiting: dropping it here kept "Generating preview…" under a drawn preview for as
          // long as someone kept typing (issue 27 item 17).
          const total = formatMoney(
            calculateTotals(invoice).taxInclusive,
            invoice.currency,
            invoice.language,
          );
          setState({
            kind: "ready",
            pages,
            summary: m.generator_preview_summary({
              number: invoice.number || m.generator_no_number(),
              total,
            }),
          });
        } catch (error) {
          if (request === latest.current) {
            setState({
              kind: "error",
              message: error instanceof Error ? error.message : m.generator_unknown_error(),
            });
          }
        }
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, invoice, logo]);

  const shownPages = state.kind === "ready" ? Math.min(state.pages, PREVIEW_PAGES) : 1;
  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="preview-heading" className="text-sm font-semibold">
        {m.generator_preview_heading()}
      </h2>
      <p
        role="status"
        aria-live="polite"
        data-testid="preview-status"
        className="mt-1 text-xs text-gray-600 dark:text-gray-400"
      >
        {!active ? m.generator_preview_waiting() : null}
        {active && state.kind === "loading" ? m.generator_preview_generating() : null}
        {state.kind === "error" ? m.generator_preview_failed({ message: state.message }) : null}
        {state.kind === "ready"
          ? state.pages > PREVIEW_PAGES
            ? m.generator_preview_ready_first({
                summary: state.summary,
                pages: state.pages,
                shown: PREVIEW_PAGES,
              })
            : m.generator_preview_ready({ summary: state.summary, pages: state.pages })
          : null}
      </p>
      {active ? null : (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="mt-2 text-sm font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300"
        >
          {m.generator_show_preview()}
        </button>
      )}
      <div ref={container} className="mt-3 space-y-3">
        {Array.from({ length: PREVIEW_PAGES }, (_, index) => (
          <canvas
            key={index}
            ref={(element) => {
              if (element) canvases.current[index] = element;
            }}
            aria-label={m.generator_pdf_page({ number: index + 1 })}
            role="img"
            hidden={!active || index >= shownPages}
            className="w-full bg-white shadow ring-1 ring-gray-200 dark:ring-gray-700"
          />
        ))}
      </div>
    </section>
  );
}
