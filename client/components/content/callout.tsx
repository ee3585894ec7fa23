import type { ReactElement, ReactNode } from "react";

type CalloutTone = "note" | "tip" | "warning";

const TONE_CLASS: Readonly<Record<CalloutTone, string>> = {
  note: "border-blue-300 bg-blue-50 dark:border-blue-800 dark:bg-blue-950/40",
  tip: "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40",
  warning: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40",
};

interface CalloutProps {
  title: string;
  tone?: CalloutTone;
  children: ReactNode;
}

/** A boxed aside for a rule of thumb, a pitfall or a legal caveat. */
export function Callout({ title, tone = "note", children }: CalloutProps): ReactElement {
  return (
    // role="note" rather than <aside>: a complementary landmark may not sit inside <main>.
    <div role="note" aria-label={title} className={`mt-6 rounded-lg border-l-4 p-4 ${TONE_CLASS[tone]}`}>
      <p className="mt-0! font-semibold text-gray-900 dark:text-gray-100">{title}</p>
      <div className="[&>p:first-child]:mt-2!">{children}</div>
    </div>
  );
}
