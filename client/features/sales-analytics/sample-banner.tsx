import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { rememberRedirect } from "../auth/redirect-memory";

/** Says plainly that visitors look at made-up books, and how to see their own. */
export function SampleBanner(): ReactElement {
  return (
    <section
      aria-label={m.analytics_sample_label()}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="min-w-0">
        <p className="font-semibold">{m.analytics_sample_title()}</p>
        <p className="mt-1 text-sm">{m.analytics_sample_text()}</p>
      </div>
      <Link
        to="/login"
        onClick={() => rememberRedirect("/sales-analytics")}
        className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
      >
        {m.analytics_sign_in()}
      </Link>
    </section>
  );
}
