import { type ReactElement, useEffect, useRef } from "react";
import type { ConsentChoice } from "./consent-store";

interface ConsentBannerProps {
  onChoose: (choice: ConsentChoice) => void;
  /** The answer given earlier, when the banner was reopened to change it. */
  current: ConsentChoice | null;
  /** Opened from 'Cookie settings': take focus, since the visitor asked for it. */
  focusOnOpen: boolean;
}

const BUTTON_CLASS =
  "rounded-md border-2 border-blue-700 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-blue-300";

/**
 * The cookie question: accept and reject side by side, same size, same weight (AP guidance: refusing
 * must be as easy as accepting). Nothing that needs consent loads before an answer.
 */
export function ConsentBanner({ onChoose, current, focusOnOpen }: ConsentBannerProps): ReactElement {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  return (
    <section
      aria-labelledby="cookie-consent-heading"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-300 bg-white p-4 shadow-lg dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm text-gray-800 dark:text-gray-200">
          <h2
            id="cookie-consent-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold focus:outline-none"
          >
            Analytics cookies
          </h2>
          <p className="mt-1">
            May we use Google Analytics to see which pages help visitors? It sets cookies that last up to
            three years, and only if you accept. Our tools work the same either way; you can change your
            answer under Cookie settings at the bottom of every page.{" "}
            {/* A plain link: the banner is its own React root, outside the router. */}
            <a href="/invoice_processor/privacy" className="text-blue-700 underline dark:text-blue-300">
              Privacy Policy
            </a>
          </p>
          {current ? (
            <p className="mt-1 font-medium">
              Your current answer: {current === "granted" ? "accepted" : "rejected"}.
            </p>
          ) : null}
        </div>
        {/* Two equal columns: neither answer is bigger or easier to hit than the other. */}
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <button
            type="button"
            onClick={() => onChoose("denied")}
            className={`${BUTTON_CLASS} bg-white text-blue-800 hover:bg-blue-50 dark:bg-gray-900 dark:text-blue-200 dark:hover:bg-gray-800`}
          >
            Reject analytics
          </button>
          <button
            type="button"
            onClick={() => onChoose("granted")}
            className={`${BUTTON_CLASS} bg-white text-blue-800 hover:bg-blue-50 dark:bg-gray-900 dark:text-blue-200 dark:hover:bg-gray-800`}
          >
            Accept analytics
          </button>
        </div>
      </div>
    </section>
  );
}
