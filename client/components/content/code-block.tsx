import type { ReactElement, ReactNode } from "react";

const PRE_CLASS =
  "whitespace-pre-wrap rounded-md bg-gray-900 p-4 font-mono text-sm leading-6 text-gray-100 [overflow-wrap:anywhere] dark:bg-black/60";

interface CodeBlockProps {
  code: string;
  /** What the code is, shown above it: "Formula", "MT940 statement", ... */
  caption?: string;
}

/** A formula, XML or MT940 sample. Wraps long lines instead of scrolling, so it reads on a phone. */
export function CodeBlock({ code, caption }: CodeBlockProps): ReactElement {
  return (
    <figure className="mt-4">
      {caption && (
        <figcaption className="mb-1 text-sm font-medium text-gray-600 dark:text-gray-400">
          {caption}
        </figcaption>
      )}
      <pre className={PRE_CLASS}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

export interface AnnotatedPart {
  readonly code: string;
  readonly note: ReactNode;
}

interface AnnotatedCodeProps {
  caption: string;
  parts: readonly AnnotatedPart[];
}

/** A sample split into pieces, each with its explanation beside it (below it on small screens). */
export function AnnotatedCode({ caption, parts }: AnnotatedCodeProps): ReactElement {
  return (
    <figure className="mt-6">
      <figcaption className="mb-2 text-sm font-medium text-gray-600 dark:text-gray-400">{caption}</figcaption>
      <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 pl-0! list-none! dark:divide-gray-700 dark:border-gray-700">
        {parts.map((part) => (
          <li key={part.code} className="mt-0! grid gap-3 p-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <pre className={PRE_CLASS}>
              <code>{part.code}</code>
            </pre>
            <div className="text-sm leading-6 [&_p]:mt-0! [&_p+p]:mt-2!">{part.note}</div>
          </li>
        ))}
      </ol>
    </figure>
  );
}
