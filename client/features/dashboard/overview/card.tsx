import type { ReactElement, ReactNode } from "react";

/** A titled panel of the overview. */
export function Card({
  title,
  titleId,
  children,
  className = "",
}: {
  readonly title: string;
  readonly titleId?: string;
  readonly children: ReactNode;
  readonly className?: string;
}): ReactElement {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
