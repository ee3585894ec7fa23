import type { ReactElement, ReactNode } from "react";

/** A titled block of the profile and settings pages. */
export function SettingsSection({
  title,
  danger = false,
  children,
}: {
  title: string;
  danger?: boolean;
  children: ReactNode;
}): ReactElement {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border p-6 ${danger ? "border-red-300 dark:border-red-800" : "border-gray-200 dark:border-gray-700"}`}
    >
      <h2 className={`mb-4 text-xl font-semibold ${danger ? "text-red-800 dark:text-red-300" : ""}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
